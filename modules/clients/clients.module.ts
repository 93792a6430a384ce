import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { AddAvailabilityHandler } from './commands/add-availability/add-availability.handler';
import { AddAvailabilityController } from './commands/add-availability/add-availability.http.controller';
import {
  CreatePriceBreaksHandler,
  DeletePriceBreaksHandler,
  UpdatePriceBreaksHandler,
} from './commands/client-price-breaks/client-price-breaks.handlers';
import { ClientPriceBreaksController } from './commands/client-price-breaks/client-price-breaks.http.controller';
import { CreateClientHandler } from './commands/create-client/create-client.handler';
import { CreateClientController } from './commands/create-client/create-client.http.controller';
import { CreateCustomPriceHandler } from './commands/create-custom-price/create-custom-price.handler';
import { CreateCustomPriceController } from './commands/create-custom-price/create-custom-price.http.controller';
import { CreateOrderRulesHandler } from './commands/create-order-rules/create-order-rules.handler';
import { CreateOrderRulesController } from './commands/create-order-rules/create-order-rules.http.controller';
import { DeleteCustomPriceHandler } from './commands/delete-custom-price/delete-custom-price.handler';
import { DeleteCustomPriceController } from './commands/delete-custom-price/delete-custom-price.http.controller';
import { DeleteOrderRulesHandler } from './commands/delete-order-rules/delete-order-rules.handler';
import { DeleteOrderRulesController } from './commands/delete-order-rules/delete-order-rules.http.controller';
import { ImportClientsHandler } from './commands/import-clients/import-clients.handler';
import { ImportClientsController } from './commands/import-clients/import-clients.http.controller';
import { RemoveAvailabilityHandler } from './commands/remove-availability/remove-availability.handler';
import { RemoveAvailabilityController } from './commands/remove-availability/remove-availability.http.controller';
import { RemoveClientsHandler } from './commands/remove-clients/remove-clients.handler';
import { ReplaceClientLinkKeyHandler } from './commands/replace-client-link-key/replace-client-link-key.handler';
import { ReplaceClientLinkKeyController } from './commands/replace-client-link-key/replace-client-link-key.http.controller';
import { SetClientCreditHandler } from './commands/set-client-credit/set-client-credit.handler';
import { SetClientCreditController } from './commands/set-client-credit/set-client-credit.http.controller';
import { SetProviderClientActiveHandler } from './commands/set-provider-client-active/set-provider-client-active.handler';
import { SetProviderClientActiveController } from './commands/set-provider-client-active/set-provider-client-active.http.controller';
import { UpdateClientHandler } from './commands/update-client/update-client.handler';
import { UpdateClientController } from './commands/update-client/update-client.http.controller';
import { UpdateCustomPriceHandler } from './commands/update-custom-price/update-custom-price.handler';
import { UpdateCustomPriceController } from './commands/update-custom-price/update-custom-price.http.controller';
import { UpdateOrderRulesHandler } from './commands/update-order-rules/update-order-rules.handler';
import { UpdateOrderRulesController } from './commands/update-order-rules/update-order-rules.http.controller';
import { WithdrawLinkRequestHandler } from './commands/withdraw-link-request/withdraw-link-request.handler';
import { WithdrawLinkRequestController } from './commands/withdraw-link-request/withdraw-link-request.http.controller';
import { ClientCreditStore } from './infrastructure/client-credit.store';
import { ClientPortals } from './infrastructure/client-portals';
import { clientsEntities } from './infrastructure/clients.entities';
import { ClientsReadModel } from './infrastructure/clients.read-model';
import { PricingReadModel } from './infrastructure/pricing.read-model';
import { ClientByIdHandler } from './queries/client-by-id/client-by-id.handler';
import { ClientByIdController } from './queries/client-by-id/client-by-id.http.controller';
import { ClientLinkKeyHandler } from './queries/client-link-key/client-link-key.handler';
import { ClientLinkKeyController } from './queries/client-link-key/client-link-key.http.controller';
import { ClientLinkRequestHandler } from './queries/client-link-request/client-link-request.handler';
import { ClientLinkRequestController } from './queries/client-link-request/client-link-request.http.controller';
import { ExportClientsHandler } from './queries/export-clients/export-clients.handler';
import { ExportClientsController } from './queries/export-clients/export-clients.http.controller';
import { FindClientsHandler } from './queries/find-clients/find-clients.handler';
import { ListAvailabilityHandler } from './queries/list-availability/list-availability.handler';
import { ListAvailabilityController } from './queries/list-availability/list-availability.http.controller';
import { ListCustomPricesHandler } from './queries/list-custom-prices/list-custom-prices.handler';
import { ListCustomPricesController } from './queries/list-custom-prices/list-custom-prices.http.controller';
import { ListOrderRulesHandler } from './queries/list-order-rules/list-order-rules.handler';
import { ListOrderRulesController } from './queries/list-order-rules/list-order-rules.http.controller';
import { ListPriceBreaksHandler } from './queries/list-price-breaks/list-price-breaks.handler';
import { ListPriceBreaksController } from './queries/list-price-breaks/list-price-breaks.http.controller';
import { ListProviderClientsHandler } from './queries/list-provider-clients/list-provider-clients.handler';
import { ListProviderClientsController } from './queries/list-provider-clients/list-provider-clients.http.controller';
import { ProviderClientByClientHandler } from './queries/provider-client-by-client/provider-client-by-client.handler';
import { ProviderClientByClientController } from './queries/provider-client-by-client/provider-client-by-client.http.controller';

const controllers = [
  ListProviderClientsController,
  ProviderClientByClientController,
  SetProviderClientActiveController,
  CreateClientController,
  ClientByIdController,
  UpdateClientController,
  ExportClientsController,
  ImportClientsController,
  ListCustomPricesController,
  CreateCustomPriceController,
  UpdateCustomPriceController,
  DeleteCustomPriceController,
  ListAvailabilityController,
  AddAvailabilityController,
  RemoveAvailabilityController,
  ListOrderRulesController,
  CreateOrderRulesController,
  UpdateOrderRulesController,
  DeleteOrderRulesController,
  ListPriceBreaksController,
  ClientPriceBreaksController,
  ClientLinkKeyController,
  ReplaceClientLinkKeyController,
  ClientLinkRequestController,
  WithdrawLinkRequestController,
  SetClientCreditController,
];
const commandHandlers = [
  RemoveClientsHandler,
  CreateClientHandler,
  UpdateClientHandler,
  SetProviderClientActiveHandler,
  ImportClientsHandler,
  CreateCustomPriceHandler,
  UpdateCustomPriceHandler,
  DeleteCustomPriceHandler,
  AddAvailabilityHandler,
  RemoveAvailabilityHandler,
  CreateOrderRulesHandler,
  UpdateOrderRulesHandler,
  DeleteOrderRulesHandler,
  CreatePriceBreaksHandler,
  UpdatePriceBreaksHandler,
  DeletePriceBreaksHandler,
  ReplaceClientLinkKeyHandler,
  WithdrawLinkRequestHandler,
  SetClientCreditHandler,
];
const queryHandlers = [
  FindClientsHandler,
  ListProviderClientsHandler,
  ProviderClientByClientHandler,
  ClientByIdHandler,
  ExportClientsHandler,
  ListCustomPricesHandler,
  ListAvailabilityHandler,
  ListOrderRulesHandler,
  ListPriceBreaksHandler,
  ClientLinkKeyHandler,
  ClientLinkRequestHandler,
];
const infrastructure = [ClientsReadModel, PricingReadModel, ClientPortals, ClientCreditStore];

@Module({
  imports: [CqrsModule, IdentityModule, CatalogModule, MikroOrmModule.forFeature(clientsEntities)],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [ClientsReadModel, PricingReadModel, ClientPortals, ClientCreditStore],
})
export class ClientsModule {}
