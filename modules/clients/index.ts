// Clients: a provider's clients, the links that let them order, and per-client prices and
// availability. Ordering asks it what a client may order and at what price.

export { ClientsModule } from './clients.module';
export { CreateClient } from './commands/create-client/create-client.command';
export { PriceOption } from './domain/client-prices';
export { ClientView, ProviderClientView } from './infrastructure/client.views';
export { ClientReads } from './infrastructure/client-reads';
export { clientsMigrations } from './infrastructure/clients.migrations';
export { ClientTerms, PricingReads } from './infrastructure/pricing-reads';
export { ClientById } from './queries/client-by-id/client-by-id.query';
