import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { LocationsModule } from '../locations';
import { AddAttachmentHandler } from './commands/add-attachment/add-attachment.handler';
import { AddAttachmentController } from './commands/add-attachment/add-attachment.http.controller';
import { RemoveAttachmentHandler } from './commands/remove-attachment/remove-attachment.handler';
import { RemoveAttachmentController } from './commands/remove-attachment/remove-attachment.http.controller';
import { OrderStreams } from './infrastructure/order-streams';
import { AttachmentDownloadLinkHandler } from './queries/attachment-download-link/attachment-download-link.handler';
import { AttachmentDownloadLinkController } from './queries/attachment-download-link/attachment-download-link.http.controller';
import { ClientPortalController } from './read/client-portal.http.controller';
import { InventoryController } from './read/inventory.http.controller';
import { InventoryQuery } from './read/inventory.query';
import { OrderHistoryQuery } from './read/order-history.query';
import { OrdersController } from './read/orders.http.controller';
import { OrdersQuery } from './read/orders.query';
import { StockHistoryController } from './read/stock-history.http.controller';
import { StockLedgerQuery } from './read/stock-ledger.query';
import { PlaceOrderController } from './write/orders.http.controller';
import { PlaceOrderService } from './write/place-order.service';
import { UpdateOrderController } from './write/update-order.http.controller';

const controllers = [
  PlaceOrderController,
  UpdateOrderController,
  AddAttachmentController,
  RemoveAttachmentController,
  OrdersController,
  InventoryController,
  StockHistoryController,
  ClientPortalController,
  AttachmentDownloadLinkController,
];

const commandHandlers = [AddAttachmentHandler, RemoveAttachmentHandler];

const queryHandlers = [AttachmentDownloadLinkHandler];

/** The load-decide-append helper and the reads several handlers share. */
const infrastructure = [
  OrderStreams,
  PlaceOrderService,
  OrdersQuery,
  InventoryQuery,
  StockLedgerQuery,
  OrderHistoryQuery,
];

@Module({
  imports: [
    CqrsModule,
    IdentityModule,
    CatalogModule,
    ClientsModule,
    LocationsModule,
    BillingModule,
  ],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [OrderStreams, OrdersQuery],
})
export class OrderingModule {}
