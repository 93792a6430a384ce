import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_LANGUAGES, UserLanguage } from '../../domain/language';

export class SetLanguageRequest {
  @ApiProperty({
    enum: USER_LANGUAGES,
    nullable: true,
    description: "The app's language for this user; null goes back to the browser's.",
  })
  @IsIn([...USER_LANGUAGES, null], {
    message: `language must be one of ${USER_LANGUAGES.join(', ')}, or null`,
  })
  language!: UserLanguage | null;
}
