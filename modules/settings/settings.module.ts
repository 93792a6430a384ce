import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { UpdateSettingsHandler } from './commands/update-settings/update-settings.handler';
import { UpdateSettingsController } from './commands/update-settings/update-settings.http.controller';
import { SetLogoHandler } from './commands/upload-logo/upload-logo.handler';
import { SetLogoController } from './commands/upload-logo/upload-logo.http.controller';
import { SettingsSchema } from './infrastructure/settings.entity';
import { SettingsReadModel } from './infrastructure/settings.read-model';
import { SettingsStore } from './infrastructure/settings.store';
import { ProviderLogoHandler } from './queries/logo/logo.handler';
import { LogoController } from './queries/logo/logo.http.controller';
import { ProviderSettingsHandler } from './queries/settings/settings.handler';
import { SettingsController } from './queries/settings/settings.http.controller';

@Module({
  imports: [CqrsModule, MikroOrmModule.forFeature([SettingsSchema])],
  controllers: [SettingsController, UpdateSettingsController, SetLogoController, LogoController],
  providers: [
    ProviderSettingsHandler,
    ProviderLogoHandler,
    UpdateSettingsHandler,
    SetLogoHandler,
    SettingsReadModel,
    SettingsStore,
  ],
  exports: [SettingsReadModel],
})
export class SettingsModule {}
