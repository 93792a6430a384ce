import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MaxChars } from '../../../platform';
import { CREDENTIALS_REQUIRED, Trimmed } from '../sign-up/sign-up.request.dto';

export class LogInRequest {
  @Trimmed()
  @IsString({ message: CREDENTIALS_REQUIRED })
  @IsNotEmpty({ message: CREDENTIALS_REQUIRED })
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;

  @IsString({ message: CREDENTIALS_REQUIRED })
  @IsNotEmpty({ message: CREDENTIALS_REQUIRED })
  @MaxChars(MAX_PASSWORD_LENGTH)
  password!: string;
}
