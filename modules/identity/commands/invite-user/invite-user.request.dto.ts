import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString } from 'class-validator';
import { MAX_EMAIL_LENGTH, MaxChars } from '../../../platform';

export class InviteUserRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'Enter an email address' })
  @MaxChars(MAX_EMAIL_LENGTH)
  email!: string;

  /** Sent by the spec's screen; the server takes the inviter from the session instead. */
  @IsOptional()
  @IsString({ message: 'invited_by must be text' })
  @MaxChars(MAX_EMAIL_LENGTH)
  invited_by?: string;
}
