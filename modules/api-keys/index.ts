// API keys: a provider's keys for integrations (`Authorization: Bearer sk_live_…`), scoped per
// area, created, listed and revoked by the owner. Its passport strategy signs a key in on the
// provider routes and on placing an order; identity's guards try it by name.

export { ApiKeysModule } from './api-keys.module';
export { CreateApiKey } from './commands/create-api-key/create-api-key.command';
export { RevokeApiKey } from './commands/revoke-api-key/revoke-api-key.command';
export { KeyNotAllowed } from './domain/api-key-errors';
export { OTHER_PROVIDER } from './domain/route-scopes';
export { orderTypeArea, SCOPES, Scope, scopeRefusal } from './domain/scopes';
export { ApiKeyStore } from './infrastructure/api-key-store';
export { apiKeysMigrations } from './infrastructure/api-keys.migrations';
export { ListApiKeys } from './queries/list-api-keys/list-api-keys.query';
