import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { changeSettings, checkSettingsOwner } from '../../domain/business-settings';
import { SettingsStore } from '../../infrastructure/settings.store';
import { settingsView } from '../../infrastructure/settings.views';
import { UpdateSettings } from './update-settings.command';

@CommandHandler(UpdateSettings)
export class UpdateSettingsHandler implements ICommandHandler<UpdateSettings> {
  constructor(private readonly store: SettingsStore) {}

  async execute({ providerId, member, change }: UpdateSettings) {
    checkSettingsOwner(member);
    const settings = await this.store.change(providerId, (current) =>
      changeSettings(current, change),
    );
    return { settings: settingsView(settings) };
  }
}
