import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  appSecret,
  asBadRequest,
  badRequest,
  CONFIG,
  Config,
  FILE_STORAGE,
  FileStorage,
  HttpError,
  isStorageKey,
  notFound,
} from '../../platform';
import { detectAttachmentType, detectImageType, MAX_ATTACHMENT_BYTES } from '../domain/image-type';
import { isValidSignature, signedPath } from './download-links';
import {
  ATTACHMENT_BUCKET,
  fileUrl,
  keyOf,
  MAX_PHOTO_BYTES,
  makeThumbnail,
  PHOTO_BUCKET,
  PHOTO_TOO_LARGE,
  PhotoRefused,
  placeholderThumbnail,
  thumbnailKey,
  uploadedPhotoThumbnail,
} from './photos';

interface StoredFile {
  key: string;
  provider_id: string;
  content_type: string;
  size: number;
}

/**
 * Uploaded files, each owned by one provider: product photos (public) and order attachments
 * (private: served only through signed, expiring links).
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) config: Config,
  ) {
    this.secret = appSecret(config);
  }

  private readonly secret: string;
  private readonly logger = new Logger('Files');

  private get sql() {
    return this.em.getConnection();
  }

  private async keep(
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

  async uploadPhoto(
    providerId: string,
    bytes: Buffer | undefined,
  ): Promise<{ path: string; url: string }> {
    if (!bytes || bytes.length === 0) throw badRequest('Choose an image to upload.');
    if (bytes.length > MAX_PHOTO_BYTES) throw new HttpError(413, PHOTO_TOO_LARGE);
    const image = detectImageType(bytes);
    if (!image) throw badRequest('A photo must be a PNG, JPEG, GIF or WebP image.');
    const thumbnail = await asBadRequest(
      () => uploadedPhotoThumbnail(bytes, image.type),
      PhotoRefused,
    );
    const kept = await this.keep(providerId, PHOTO_BUCKET, bytes, image);
    await this.storage.put(thumbnailKey(kept.path), thumbnail);
    return kept;
  }

  /** An order attachment: an image or a PDF (by its bytes) of at most 10 MB, kept private. */
  async uploadAttachment(
    providerId: string,
    bytes: Buffer | undefined,
  ): Promise<{ path: string; url: string }> {
    if (!bytes || bytes.length === 0) throw badRequest('Selecciona un archivo');
    if (bytes.length > MAX_ATTACHMENT_BYTES) throw badRequest('File is larger than 10 MB');
    const file = detectAttachmentType(bytes);
    if (!file) throw badRequest('Unsupported file type');
    return this.keep(providerId, ATTACHMENT_BUCKET, bytes, file);
  }

  /** Whether a file reference names an order attachment (removed only with its order). */
  isAttachment(reference: string): boolean {
    return keyOf(reference).startsWith(`${ATTACHMENT_BUCKET}/`);
  }

  /** A link that downloads a private file for a few minutes. */
  downloadLink(reference: string): string {
    const key = keyOf(reference);
    return signedPath(this.secret, fileUrl(key), key);
  }

  private async find(key: string): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    const rows = await this.sql.execute<StoredFile[]>(
      'SELECT key, provider_id, content_type, size FROM catalog_files WHERE key = ?',
      [key],
    );
    return rows[0];
  }

  /**
   * What the upload recorded of a file reference (key or URL): its owner and the type and size
   * found in its bytes; 404 when there is no such file.
   */
  async describe(reference: string): Promise<{ providerId: string; type: string; size: number }> {
    const file = await this.find(keyOf(reference));
    if (!file) throw notFound('No such file.');
    return { providerId: file.provider_id, type: file.content_type, size: Number(file.size) };
  }

  /** The provider that owns a file reference (key or URL); 404 when there is no such file. */
  async ownerOf(reference: string): Promise<string> {
    return (await this.describe(reference)).providerId;
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
  async read(
    key: string,
    thumbnail: boolean,
    link: { expires?: string; signature?: string } = {},
  ): Promise<{ bytes: Buffer; type: string }> {
    if (
      key.startsWith(`${ATTACHMENT_BUCKET}/`) &&
      !isValidSignature(this.secret, key, link.expires, link.signature)
    )
      throw new HttpError(403, 'This download link is invalid or has expired.');
    const file = await this.find(key);
    const bytes = file && (await this.storage.get(file.key));
    if (!file || !bytes) throw notFound('No such file.');
    // Only photos have thumbnails; an attachment is served as it is.
    if (!thumbnail || key.startsWith(`${ATTACHMENT_BUCKET}/`))
      return { bytes, type: file.content_type };
    const cached = await this.storage.get(thumbnailKey(key));
    if (cached) return { bytes: cached, type: 'image/webp' };
    const made = await makeThumbnail(bytes).catch((error: Error) => {
      // A photo stored before uploads were decoded, and that cannot be: the placeholder is kept
      // as its thumbnail, so it is decoded once, not on every request of every list.
      this.logger.warn(`Photo ${key} cannot be decoded (${error.message}); serving a placeholder`);
      return placeholderThumbnail();
    });
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
