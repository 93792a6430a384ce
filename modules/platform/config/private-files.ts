import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * DATA_DIR holds what no other local user may read: the database's password and URL, the
 * signing key, the local mailbox (live reset and invite links) and uploaded files. Folders are
 * the app user's alone (0700), files too (0600).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The subfolders and files of DATA_DIR the app writes (the embedded server's data aside). */
const DATA_DIR_FOLDERS = ['mailbox', 'files', 'audit'];
const DATA_DIR_FILES = [
  'auth-secret',
  'postgres-password',
  'embedded-postgres.json',
  'audit/signing-key.pem',
  'audit/checkpoints.jsonl',
];

/**
 * Creates the folder, private to this user, and its parents as the umask has them (a parent
 * made 0700 would shut out the `postgres` user the embedded server runs as under root).
 * An existing folder keeps its mode.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dirname(dir), { recursive: true });
  try {
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Writes the file whole, readable by this user only: a reader never sees it half written, and
 * a file that was readable by others before is replaced by one that is not.
 */
export function writePrivateFile(file: string, content: string): void {
  const temporary = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, content, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Takes read access away from other users on a DATA_DIR made by an older version (folders
 * 0755, files 0644): the data folder, its known subfolders and files. What lies inside the
 * subfolders needs no change, since nobody else can reach it any more. `traverseGroup` lets
 * that group pass through the data folder without listing it (0710): the `postgres` user the
 * embedded server runs as under root, to reach its own data folder inside.
 */
export function secureDataDir(dataDir: string, traverseGroup?: number): void {
  if (!existsSync(dataDir)) return;
  const owner = statSync(dataDir).uid;
  const me = process.getuid?.();
  if (me !== undefined && me !== 0 && owner !== me)
    throw new Error(
      `${dataDir} belongs to another user (uid ${owner}): run this as the user that runs the app, or set DATA_DIR`,
    );
  if (traverseGroup === undefined) chmodSync(dataDir, PRIVATE_DIR_MODE);
  else {
    chownSync(dataDir, statSync(dataDir).uid, traverseGroup);
    chmodSync(dataDir, 0o710);
  }
  for (const folder of DATA_DIR_FOLDERS) {
    const path = join(dataDir, folder);
    if (existsSync(path)) chmodSync(path, PRIVATE_DIR_MODE);
  }
  for (const file of DATA_DIR_FILES) {
    const path = join(dataDir, file);
    if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
  }
}
