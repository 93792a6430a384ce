// Clients: a provider's clients, the links that let them order, and per-client prices and
// availability. Ordering asks it what a client may order and at what price.

export { ClientsService, ClientView, ProviderClientView } from './clients/clients.service';
export { ClientsModule } from './clients.module';
export { PriceOption } from './domain/client-prices';
export { clientsMigrations } from './infrastructure/clients.migrations';
export { ClientTerms, PricingReads } from './infrastructure/pricing-reads';
