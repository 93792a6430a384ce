import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SettingsReadModel } from '../../infrastructure/settings.read-model';
import { settingsView } from '../../infrastructure/settings.views';
import { ProviderSettings } from './settings.query';

@QueryHandler(ProviderSettings)
export class ProviderSettingsHandler implements IQueryHandler<ProviderSettings> {
  constructor(private readonly settings: SettingsReadModel) {}

  async execute({ providerId }: ProviderSettings) {
    return { settings: settingsView(await this.settings.of(providerId)) };
  }
}
