import { Logger } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotAllowedInCatalog, noSuchFile } from '../../domain/catalog-errors';
import { isAttachmentKey } from '../../domain/file-keys';
import { DownloadLinks } from '../../infrastructure/download-links';
import { FilesRepository } from '../../infrastructure/files.repository';
import { makeThumbnail, placeholderThumbnail } from '../../infrastructure/thumbnails';
import { FileContent } from './serve-file.query';

@QueryHandler(FileContent)
export class FileContentHandler implements IQueryHandler<FileContent> {
  private readonly logger = new Logger('Files');

  constructor(
    private readonly files: FilesRepository,
    private readonly links: DownloadLinks,
  ) {}

  async execute({ key, thumbnail, link }: FileContent) {
    const attachment = isAttachmentKey(key);
    if (attachment && !this.links.isValid(key, link))
      throw new NotAllowedInCatalog('This download link is invalid or has expired.');
    const file = await this.files.find(key);
    const bytes = file && (await this.files.bytes(file.key));
    if (!file || !bytes) throw noSuchFile();
    // Only photos have thumbnails; an attachment is served as it is.
    if (!thumbnail || attachment) return { bytes, type: file.content_type };
    const cached = await this.files.thumbnail(key);
    if (cached) return { bytes: cached, type: 'image/webp' };
    const made = await makeThumbnail(bytes).catch((error: Error) => {
      // A photo stored before uploads were decoded, and that cannot be: the placeholder is kept
      // as its thumbnail, so it is decoded once, not on every request of every list.
      this.logger.warn(`Photo ${key} cannot be decoded (${error.message}); serving a placeholder`);
      return placeholderThumbnail();
    });
    await this.files.keepThumbnail(key, made);
    return { bytes: made, type: 'image/webp' };
  }
}
