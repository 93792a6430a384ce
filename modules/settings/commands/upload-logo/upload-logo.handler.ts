import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, FileStorage } from '../../../platform';
import { checkSettingsOwner, logoType } from '../../domain/business-settings';
import { SettingsStore } from '../../infrastructure/settings.store';
import { settingsView } from '../../infrastructure/settings.views';
import { SetLogo } from './upload-logo.command';

/** Stores the new logo under a new key, then points the settings at it; the old file goes. */
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
    let previous: string | null = null;
    const settings = await this.store.change(providerId, (current) => {
      previous = current.logoKey;
      return { ...current, logoKey: key };
    });
    if (previous) await this.files.delete(previous);
    return { settings: settingsView(settings) };
  }
}
