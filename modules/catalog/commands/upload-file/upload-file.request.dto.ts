import { IsIn, IsOptional } from 'class-validator';
import { ATTACHMENT_BUCKET, PHOTO_BUCKET } from '../../domain/file-keys';

/** POST /provider/{id}/files: a product photo unless `bucket` says order_attachments. */
export class UploadQuery {
  @IsOptional()
  @IsIn([PHOTO_BUCKET, ATTACHMENT_BUCKET], {
    message: `bucket must be ${PHOTO_BUCKET} or ${ATTACHMENT_BUCKET}`,
  })
  bucket?: typeof PHOTO_BUCKET | typeof ATTACHMENT_BUCKET;
}
