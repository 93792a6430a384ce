import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/private-files';

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Where uploaded files live: a key (`bucket/owner/name.ext`) to bytes. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_]+(\/[A-Za-z0-9_.-]+)+$/;

/** A key is a few plain path segments: no `..`, no absolute path, nothing to escape with. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Files in a folder (DATA_DIR/files by default): the embedded default for one machine. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Not a storage key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    // Uploads are the tenants' own: the folders and files are this user's alone, and the
    // folder holding the root (DATA_DIR) is private too when made here.
    makePrivateDir(dirname(this.root));
    makePrivateDir(this.root);
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeFile(path, bytes, { mode: PRIVATE_FILE_MODE });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
