import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_EMAIL_LENGTH, MaxChars } from '../../../platform';
import { Trimmed } from '../sign-up/sign-up.request.dto';

export class SendPasswordResetRequest {
  @Trimmed()
  @IsString({ message: 'Make sure you filled in your email' })
  @IsNotEmpty({ message: 'Make sure you filled in your email' })
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;
}
