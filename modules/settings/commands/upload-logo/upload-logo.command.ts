import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';
import type { OneSettingsResponse } from '../../responses/settings.response.dto';

/** The owner sets the logo (`bytes`) or removes it (null). */
export class SetLogo extends Command<OneSettingsResponse> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly bytes: Buffer | null,
  ) {
    super();
  }
}
