import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ATTACHMENT_BUCKET, PHOTO_BUCKET } from '../../domain/file-keys';
import { attachmentType, photoType } from '../../domain/uploads';
import { FilesRepository } from '../../infrastructure/files.repository';
import { uploadedPhotoThumbnail } from '../../infrastructure/thumbnails';
import { UploadFile } from './upload-file.command';

@CommandHandler(UploadFile)
export class UploadFileHandler implements ICommandHandler<UploadFile> {
  constructor(private readonly files: FilesRepository) {}

  async execute({ providerId, bucket, bytes }: UploadFile) {
    if (bucket === ATTACHMENT_BUCKET)
      return this.files.keep(providerId, ATTACHMENT_BUCKET, bytes, attachmentType(bytes));
    const image = photoType(bytes);
    // Made now, so a photo that does not decode is refused here, not on every list.
    const thumbnail = await uploadedPhotoThumbnail(bytes, image.type);
    const kept = await this.files.keep(providerId, PHOTO_BUCKET, bytes, image);
    await this.files.keepThumbnail(kept.path, thumbnail);
    return kept;
  }
}
