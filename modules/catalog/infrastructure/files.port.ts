import { Injectable } from '@nestjs/common';
import { isAttachmentKey, keyOf } from '../domain/file-keys';
import { DownloadLinks } from './download-links';
import { FilesRepository } from './files.repository';

/**
 * What other contexts use of uploaded files: ordering adds and removes order attachments and
 * hands out their download links. It keeps the name those call sites know.
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly files: FilesRepository,
    private readonly links: DownloadLinks,
  ) {}

  /** Whether a file reference names an order attachment (removed only with its order). */
  isAttachment(reference: string): boolean {
    return isAttachmentKey(keyOf(reference));
  }

  /** A link that downloads a private file for a few minutes. */
  downloadLink(reference: string): string {
    return this.links.linkTo(reference);
  }

  /** The owner, type and size the upload recorded of a file reference; 404 when none. */
  async describe(reference: string): Promise<{ providerId: string; type: string; size: number }> {
    const file = await this.files.get(reference);
    return { providerId: file.provider_id, type: file.content_type, size: Number(file.size) };
  }

  remove(reference: string): Promise<void> {
    return this.files.remove(reference);
  }
}
