import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, FileStorage } from '../../../platform';
import { logoType } from '../../domain/business-settings';
import { SettingsReadModel } from '../../infrastructure/settings.read-model';
import { ProviderLogo } from './logo.query';

@QueryHandler(ProviderLogo)
export class ProviderLogoHandler implements IQueryHandler<ProviderLogo> {
  constructor(
    private readonly settings: SettingsReadModel,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ providerId }: ProviderLogo) {
    const { logoKey } = await this.settings.of(providerId);
    const bytes = logoKey ? await this.files.get(logoKey) : null;
    return bytes ? { bytes, type: logoType(bytes) } : null;
  }
}
