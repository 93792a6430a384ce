import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MAX_TOKEN_LENGTH, MAX_URL_LENGTH, MaxChars } from '../../platform';
import { ATTACHMENT_BUCKET, PHOTO_BUCKET } from './photos';

/**
 * The query strings of the files routes. A parameter given twice arrives as a list, and a
 * handler reading it as text fails on it (DELETE /api/file?file=a&file=b answered 500).
 */

/** POST /provider/{id}/files: a product photo unless `bucket` says order_attachments. */
export class UploadQuery {
  @IsOptional()
  @IsIn([PHOTO_BUCKET, ATTACHMENT_BUCKET], {
    message: `bucket must be ${PHOTO_BUCKET} or ${ATTACHMENT_BUCKET}`,
  })
  bucket?: typeof PHOTO_BUCKET | typeof ATTACHMENT_BUCKET;
}

/**
 * GET /files/...: `size=thumb` for a photo's thumbnail; an attachment's link carries `expires`
 * and `signature`, whose validity the service checks (a wrong one is a 403, not a 400).
 */
export class ServeFileQuery {
  @IsOptional()
  @IsIn(['thumb'], { message: 'size must be thumb (or left out for the photo itself)' })
  size?: 'thumb';

  @IsOptional()
  @IsString({ message: 'expires must be the link time it was given' })
  @MaxChars(20)
  expires?: string;

  @IsOptional()
  @IsString({ message: 'signature must be the signature the link was given' })
  @MaxChars(MAX_TOKEN_LENGTH)
  signature?: string;
}

const FILE_REQUIRED = { message: 'file is required: the path of the file to remove' };

/** DELETE /file?file=<path or url of the photo>. */
export class RemoveFileQuery {
  @IsString(FILE_REQUIRED)
  @IsNotEmpty(FILE_REQUIRED)
  @MaxChars(MAX_URL_LENGTH)
  file!: string;
}
