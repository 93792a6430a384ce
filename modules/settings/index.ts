// Settings: a provider's business settings (letterhead, currency and locale, default tax rate,
// order prefix, payment terms, what an invoice covers, which client mails go out). Plain
// tables; other contexts read them through SettingsReadModel, and ProviderLogo for the logo.
export * from './domain/business-settings';
export { settingsMigrations } from './infrastructure/settings.migrations';
export { SettingsReadModel } from './infrastructure/settings.read-model';
export { ProviderLogo } from './queries/logo/logo.query';
export { ProviderSettings } from './queries/settings/settings.query';
export { SettingsModule } from './settings.module';
