import { Command } from '@nestjs/cqrs';
import { ATTACHMENT_BUCKET, PHOTO_BUCKET } from '../../domain/file-keys';

/** Keep an uploaded product photo or order attachment for the provider (no file: no bytes). */
export class UploadFile extends Command<{ path: string; url: string }> {
  constructor(
    readonly providerId: string,
    readonly bucket: typeof PHOTO_BUCKET | typeof ATTACHMENT_BUCKET,
    readonly bytes: Buffer,
  ) {
    super();
  }
}
