import { IsString } from 'class-validator';
import { MAX_EMAIL_LENGTH, MaxChars } from '../../../platform';
import { IsEmailAddress, NotBlank } from '../manage-buyers/buyers.request.dto';

/** The portal's sign-in form. */
export class BuyerSignInRequest {
  @IsString({ message: 'email is required' })
  @MaxChars(MAX_EMAIL_LENGTH)
  @IsEmailAddress()
  email!: string;
}

/** The token of an emailed sign-in link, for a session. */
export class BuyerSessionRequest {
  @IsString({ message: 'token is required' })
  @NotBlank('token is required')
  @MaxChars(200)
  token!: string;
}
