import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class InviteUserRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'Enter an email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email!: string;

  /** Sent by the spec's screen; the server takes the inviter from the session instead. */
  @IsOptional()
  @IsString()
  invited_by?: string;
}
