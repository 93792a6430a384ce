import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, FileStorage } from '../../../platform';
import { checkSettingsOwner, logoType } from '../../domain/business-settings';
import { SettingsStore } from '../../infrastructure/settings.store';
import { settingsView } from '../../infrastructure/settings.views';
import { SetLogo } from './upload-logo.command';

/**
 * Stores the new logo under a new key, then points the settings at it. The old file stays:
 * invoices issued with it name it, and print it as it was.
 */
@CommandHandler(SetLogo)
export class SetLogoHandler implements ICommandHandler<SetLogo> {
  constructor(
    private readonly store: SettingsStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ providerId, member, bytes }: SetLogo) {
    checkSettingsOwner(member);
    let key: string | null = null;
    if (bytes) {
      const type = logoType(bytes);
      key = `logos/${providerId}/${randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
      await this.files.put(key, bytes);
    }
    const settings = await this.store.change(providerId, (current) => ({
      ...current,
      logoKey: key,
    }));
    return { settings: settingsView(settings) };
  }
}
