import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { LinkAuthRequest } from '../reset-password/reset-password.request.dto';

/** The tokens of a password-recovery link, as the reset screen reads them from its hash. */
export class RecoverSessionRequest {
  @IsObject({ message: 'auth (the tokens from the link) is required' })
  @ValidateNested()
  @Type(() => LinkAuthRequest)
  auth!: LinkAuthRequest;
}
