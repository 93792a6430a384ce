import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiKeysModule } from '../api-keys';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { InventoryModule } from '../inventory';
import { LocationsModule } from '../locations';
import { SettingsModule } from '../settings';
import { AddAttachmentHandler } from './commands/add-attachment/add-attachment.handler';
import { AddAttachmentController } from './commands/add-attachment/add-attachment.http.controller';
import { AnswerLinkRequestHandler } from './commands/answer-link-request/answer-link-request.handler';
import { AnswerLinkRequestController } from './commands/answer-link-request/answer-link-request.http.controller';
import { LeaveProviderHandler } from './commands/leave-provider/leave-provider.handler';
import { LeaveProviderController } from './commands/leave-provider/leave-provider.http.controller';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { PlaceOrderController } from './commands/place-order/place-order.http.controller';
import { ReleaseOrderHandler } from './commands/release-order/release-order.handler';
import { ReleaseOrderController } from './commands/release-order/release-order.http.controller';
import { RemoveAttachmentHandler } from './commands/remove-attachment/remove-attachment.handler';
import { RemoveAttachmentController } from './commands/remove-attachment/remove-attachment.http.controller';
import {
  CreateSavedListHandler,
  DeleteSavedListHandler,
  UpdateSavedListHandler,
} from './commands/saved-lists/saved-lists.handlers';
import { SavedListsController } from './commands/saved-lists/saved-lists.http.controller';
import { UpdateClientOrderController } from './commands/update-order/update-client-order.http.controller';
import { UpdateOrderHandler } from './commands/update-order/update-order.handler';
import { UpdateOrderController } from './commands/update-order/update-order.http.controller';
import { ClientLinkStrategy } from './infrastructure/client-link.strategy';
import { OrderStreams } from './infrastructure/order-streams';
import { SavedListsStore } from './infrastructure/saved-lists.store';
import { OrdersReadModel } from './projections/orders/orders.read-model';
import { AttachmentDownloadLinkHandler } from './queries/attachment-download-link/attachment-download-link.handler';
import { AttachmentDownloadLinkController } from './queries/attachment-download-link/attachment-download-link.http.controller';
import { ClientLinkRequestsHandler } from './queries/client-link-requests/client-link-requests.handler';
import { ClientLinkRequestsController } from './queries/client-link-requests/client-link-requests.http.controller';
import { ClientLinksHandler } from './queries/client-links/client-links.handler';
import { ClientLinksController } from './queries/client-links/client-links.http.controller';
import { ClientOrderByIdHandler } from './queries/client-order-by-id/client-order-by-id.handler';
import { ClientOrderByIdController } from './queries/client-order-by-id/client-order-by-id.http.controller';
import { ClientOrdersHandler } from './queries/client-orders/client-orders.handler';
import { ClientOrdersController } from './queries/client-orders/client-orders.http.controller';
import { ClientProductsHandler } from './queries/client-products/client-products.handler';
import { ClientProductsController } from './queries/client-products/client-products.http.controller';
import { ClientProviderLogoHandler } from './queries/client-provider-logo/client-provider-logo.handler';
import { ClientProviderLogoController } from './queries/client-provider-logo/client-provider-logo.http.controller';
import { OrdersCsvHandler } from './queries/export-orders/export-orders.handler';
import { ExportOrdersController } from './queries/export-orders/export-orders.http.controller';
import { FindOrdersHandler } from './queries/find-orders/find-orders.handler';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { ListOrdersController } from './queries/list-orders/list-orders.http.controller';
import { OrderByIdHandler } from './queries/order-by-id/order-by-id.handler';
import { OrderByIdController } from './queries/order-by-id/order-by-id.http.controller';
import { OrderHistoryHandler } from './queries/order-history/order-history.handler';
import { OrderHistoryController } from './queries/order-history/order-history.http.controller';
import { OrderMarginHandler } from './queries/order-margin/order-margin.handler';
import { OrderMarginController } from './queries/order-margin/order-margin.http.controller';
import { OrderSummariesHandler } from './queries/order-summaries/order-summaries.handler';
import { QuickOrderHandler } from './queries/quick-order/quick-order.handler';
import { QuickOrderController } from './queries/quick-order/quick-order.http.controller';
import { SavedListsHandler } from './queries/saved-lists/saved-lists.handler';
import { SavedListsQueryController } from './queries/saved-lists/saved-lists.http.controller';

const controllers = [
  PlaceOrderController,
  UpdateOrderController,
  AddAttachmentController,
  RemoveAttachmentController,
  ExportOrdersController,
  ListOrdersController,
  OrderByIdController,
  OrderHistoryController,
  OrderMarginController,
  ClientLinksController,
  ClientLinkRequestsController,
  AnswerLinkRequestController,
  LeaveProviderController,
  ClientProductsController,
  QuickOrderController,
  ClientProviderLogoController,
  ClientOrdersController,
  ClientOrderByIdController,
  UpdateClientOrderController,
  AttachmentDownloadLinkController,
  SavedListsQueryController,
  SavedListsController,
  ReleaseOrderController,
];

const commandHandlers = [
  AnswerLinkRequestHandler,
  LeaveProviderHandler,
  PlaceOrderHandler,
  UpdateOrderHandler,
  AddAttachmentHandler,
  RemoveAttachmentHandler,
  CreateSavedListHandler,
  UpdateSavedListHandler,
  DeleteSavedListHandler,
  ReleaseOrderHandler,
];

const queryHandlers = [
  FindOrdersHandler,
  ListOrdersHandler,
  OrdersCsvHandler,
  OrderByIdHandler,
  OrderHistoryHandler,
  OrderMarginHandler,
  ClientLinksHandler,
  ClientLinkRequestsHandler,
  ClientProductsHandler,
  QuickOrderHandler,
  ClientProviderLogoHandler,
  ClientOrdersHandler,
  ClientOrderByIdHandler,
  AttachmentDownloadLinkHandler,
  OrderSummariesHandler,
  SavedListsHandler,
];

/** The load-decide-append helper and the reads several handlers share. */
const infrastructure = [OrderStreams, OrdersReadModel, ClientLinkStrategy, SavedListsStore];

@Module({
  imports: [
    CqrsModule,
    ApiKeysModule,
    IdentityModule,
    CatalogModule,
    ClientsModule,
    LocationsModule,
    InventoryModule,
    BillingModule,
    SettingsModule,
  ],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [OrderStreams, OrdersReadModel],
})
export class OrderingModule {}
