import { ApiProperty } from '@nestjs/swagger';
import { USER_LANGUAGES } from '../domain/language';

/** The signed-in user's own account. */
export class AccountUserFields {
  id!: string;
  email!: string;
  /** The language chosen for the app's screens; null: none chosen. */
  @ApiProperty({ type: String, nullable: true, enum: USER_LANGUAGES })
  language!: string | null;
}

export class AccountUserResponse {
  user!: AccountUserFields;
}
