import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MaxChars } from '../../../platform';
import { Trimmed } from '../sign-up/sign-up.request.dto';

export class LogInRequest {
  @Trimmed()
  @IsString({ message: 'email is required' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;

  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxChars(MAX_PASSWORD_LENGTH)
  password!: string;
}
