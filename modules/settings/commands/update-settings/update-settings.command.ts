import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';
import type { SettingsChange } from '../../domain/business-settings';
import type { OneSettingsResponse } from '../../responses/settings.response.dto';

/** The owner changes some of the business settings; the rest stay as they are. */
export class UpdateSettings extends Command<OneSettingsResponse> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly change: SettingsChange,
  ) {
    super();
  }
}
