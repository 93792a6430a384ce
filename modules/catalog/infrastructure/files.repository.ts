import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, FileStorage, isStorageKey } from '../../platform';
import { noSuchFile } from '../domain/catalog-errors';
import { fileUrl, keyOf, thumbnailKey } from '../domain/file-keys';
import { FileRefused } from '../domain/uploads';

/** What the upload recorded of a file: its owner and the type and size found in its bytes. */
export interface StoredFile {
  key: string;
  provider_id: string;
  content_type: string;
  size: number;
}

/**
 * Uploaded files, each owned by one provider: the bytes in the file storage, the owner, type
 * and size in catalog_files.
 */
@Injectable()
export class FilesRepository {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  private get sql() {
    return this.em.getConnection();
  }

  /** Keeps new bytes for the provider under a random name in the bucket. */
  async keep(
    providerId: string,
    bucket: string,
    bytes: Buffer,
    file: { type: string; extension: string },
  ): Promise<{ path: string; url: string }> {
    const key = `${bucket}/${providerId}/${randomUUID()}.${file.extension}`;
    await this.storage.put(key, bytes);
    await this.sql.execute(
      'INSERT INTO catalog_files (key, provider_id, content_type, size) VALUES (?, ?, ?, ?)',
      [key, providerId, file.type, bytes.length],
    );
    return { path: key, url: fileUrl(key) };
  }

  async find(key: string): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    const rows = await this.sql.execute<StoredFile[]>(
      'SELECT key, provider_id, content_type, size FROM catalog_files WHERE key = ?',
      [key],
    );
    return rows[0];
  }

  /** The file a reference (key or URL) names, or a 404. */
  async get(reference: string): Promise<StoredFile> {
    const file = await this.find(keyOf(reference));
    if (!file) throw noSuchFile();
    return file;
  }

  bytes(key: string): Promise<Buffer | null> {
    return this.storage.get(key);
  }

  thumbnail(key: string): Promise<Buffer | null> {
    return this.storage.get(thumbnailKey(key));
  }

  async keepThumbnail(key: string, bytes: Buffer): Promise<void> {
    await this.storage.put(thumbnailKey(key), bytes);
  }

  /** A photo reference a product may keep: a URL of a photo this provider uploaded. */
  async photoOf(
    providerId: string,
    reference: string | null | undefined,
  ): Promise<string | null | undefined> {
    if (reference === undefined) return undefined;
    if (reference === null || reference === '') return null;
    const file = await this.find(keyOf(reference));
    if (!file || file.provider_id !== providerId)
      throw new FileRefused('photo must be the url of a photo uploaded for this provider');
    return fileUrl(file.key);
  }

  /** Removes a file (and its thumbnail); products showing it no longer do. */
  async remove(reference: string): Promise<void> {
    const key = keyOf(reference);
    await this.sql.execute('UPDATE catalog_products SET photo = NULL WHERE photo = ?', [
      fileUrl(key),
    ]);
    await this.sql.execute('DELETE FROM catalog_files WHERE key = ?', [key]);
    await this.storage.delete(key);
    await this.storage.delete(thumbnailKey(key));
  }
}
