import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_TOKEN_LENGTH, MaxChars } from '../../../platform';

export class RefreshSessionRequest {
  @IsString({ message: 'refresh_token is required' })
  @IsNotEmpty({ message: 'refresh_token is required' })
  @MaxChars(MAX_TOKEN_LENGTH)
  refresh_token!: string;
}
