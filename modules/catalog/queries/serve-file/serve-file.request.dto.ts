import { IsIn, IsOptional, IsString } from 'class-validator';
import { MAX_TOKEN_LENGTH, MaxChars } from '../../../platform';

/**
 * GET /files/...: `size=thumb` for a photo's thumbnail; an attachment's link carries `expires`
 * and `signature`, whose validity the handler checks (a wrong one is a 403, not a 400).
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
