import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { badRequest, FILE_STORAGE, FileStorage, isStorageKey, notFound } from '../../platform';
import { detectImageType } from '../domain/image-type';
import {
  fileUrl,
  keyOf,
  MAX_PHOTO_BYTES,
  makeThumbnail,
  PHOTO_BUCKET,
  PHOTO_TOO_LARGE,
  thumbnailKey,
} from './photos';

interface StoredFile {
  key: string;
  provider_id: string;
  content_type: string;
}

/** Uploaded product photos: kept in the file storage, owned by one provider each. */
@Injectable()
export class FilesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  private get sql() {
    return this.em.getConnection();
  }

  async uploadPhoto(
    providerId: string,
    bytes: Buffer | undefined,
  ): Promise<{ path: string; url: string }> {
    if (!bytes || bytes.length === 0) throw badRequest('Choose an image to upload.');
    if (bytes.length > MAX_PHOTO_BYTES) throw badRequest(PHOTO_TOO_LARGE);
    const image = detectImageType(bytes);
    if (!image) throw badRequest('A photo must be a PNG, JPEG, GIF or WebP image.');
    const key = `${PHOTO_BUCKET}/${providerId}/${randomUUID()}.${image.extension}`;
    await this.storage.put(key, bytes);
    await this.sql.execute(
      'INSERT INTO catalog_files (key, provider_id, content_type, size) VALUES (?, ?, ?, ?)',
      [key, providerId, image.type, bytes.length],
    );
    return { path: key, url: fileUrl(key) };
  }

  private async find(key: string): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    const rows = await this.sql.execute<StoredFile[]>(
      'SELECT key, provider_id, content_type FROM catalog_files WHERE key = ?',
      [key],
    );
    return rows[0];
  }

  /** The provider that owns a file reference (key or URL); 404 when there is no such file. */
  async ownerOf(reference: string): Promise<string> {
    const file = await this.find(keyOf(reference));
    if (!file) throw notFound('No such file.');
    return file.provider_id;
  }

  /** A photo reference a product may keep: a URL of a photo this provider uploaded. */
  async checkedPhoto(
    providerId: string,
    reference: string | null | undefined,
  ): Promise<string | null | undefined> {
    if (reference === undefined) return undefined;
    if (reference === null || reference === '') return null;
    const file = await this.find(keyOf(reference));
    if (!file || file.provider_id !== providerId)
      throw badRequest('photo must be the url of a photo uploaded for this provider');
    return fileUrl(file.key);
  }

  /** The bytes to serve for a file, or its thumbnail (made once, then kept). */
  async read(key: string, thumbnail: boolean): Promise<{ bytes: Buffer; type: string }> {
    const file = await this.find(key);
    const bytes = file && (await this.storage.get(file.key));
    if (!file || !bytes) throw notFound('No such file.');
    if (!thumbnail) return { bytes, type: file.content_type };
    const cached = await this.storage.get(thumbnailKey(key));
    if (cached) return { bytes: cached, type: 'image/webp' };
    const made = await makeThumbnail(bytes);
    await this.storage.put(thumbnailKey(key), made);
    return { bytes: made, type: 'image/webp' };
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
