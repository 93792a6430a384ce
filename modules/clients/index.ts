// Clients: a provider's clients, the links that let them order, and per-client prices,
// availability and ordering rules. Ordering asks it what a client may order, at what price and in
// what quantities.

export { ClientsModule } from './clients.module';
export { AddAvailability } from './commands/add-availability/add-availability.command';
export { CreateClient } from './commands/create-client/create-client.command';
export { CreateCustomPrice } from './commands/create-custom-price/create-custom-price.command';
export { CreateOrderRules } from './commands/create-order-rules/create-order-rules.command';
export { DeleteCustomPrice } from './commands/delete-custom-price/delete-custom-price.command';
export { DeleteOrderRules } from './commands/delete-order-rules/delete-order-rules.command';
export { ImportClients } from './commands/import-clients/import-clients.command';
export { RemoveAvailability } from './commands/remove-availability/remove-availability.command';
export { RemoveClients } from './commands/remove-clients/remove-clients.command';
export { ReplaceClientLinkKey } from './commands/replace-client-link-key/replace-client-link-key.command';
export { SetProviderClientActive } from './commands/set-provider-client-active/set-provider-client-active.command';
export { UpdateClient } from './commands/update-client/update-client.command';
export { UpdateCustomPrice } from './commands/update-custom-price/update-custom-price.command';
export { UpdateOrderRules } from './commands/update-order-rules/update-order-rules.command';
export { WithdrawLinkRequest } from './commands/withdraw-link-request/withdraw-link-request.command';
export { ClientNotFound } from './domain/client-errors';
export { OrderRules } from './domain/client-order-rules';
export { PriceOption } from './domain/client-prices';
export {
  CreditTerms,
  PAYMENT_TERMS,
  PaymentTerms,
  paymentTermsDays,
} from './domain/credit-terms';
export { breakPrice } from './domain/price-breaks';
export { ClientView, ProviderClientView } from './infrastructure/client.views';
export { ClientCreditStore } from './infrastructure/client-credit.store';
export {
  ClientPortals,
  LinkAnswer,
  LinkRequestView,
  OwnLinkRequestView,
  PortalRecord,
} from './infrastructure/client-portals';
export { clientsMigrations } from './infrastructure/clients.migrations';
export { ClientsReadModel } from './infrastructure/clients.read-model';
export { ClientTerms, PricingReadModel } from './infrastructure/pricing.read-model';
export { AvailabilityView, OrderRulesView, PricingView } from './infrastructure/pricing.views';
export { ClientById } from './queries/client-by-id/client-by-id.query';
export { ClientLinkKey } from './queries/client-link-key/client-link-key.query';
export { ClientLinkRequest } from './queries/client-link-request/client-link-request.query';
export { ExportClients } from './queries/export-clients/export-clients.query';
export { FindClients, FoundClient } from './queries/find-clients/find-clients.query';
export { ListAvailability } from './queries/list-availability/list-availability.query';
export { ListCustomPrices } from './queries/list-custom-prices/list-custom-prices.query';
export { ListOrderRules } from './queries/list-order-rules/list-order-rules.query';
export { ListProviderClients } from './queries/list-provider-clients/list-provider-clients.query';
export { ProviderClientByClient } from './queries/provider-client-by-client/provider-client-by-client.query';
export { NamedRefResponse } from './responses/client.response.dto';
export {
  ClientCreditTermsResponse,
  creditTermsView,
} from './responses/client-credit.response.dto';
