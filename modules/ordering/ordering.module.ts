import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { LocationsModule } from '../locations';
import { ClientPortalController } from './read/client-portal.http.controller';
import { InventoryController } from './read/inventory.http.controller';
import { InventoryQuery } from './read/inventory.query';
import { OrderHistoryQuery } from './read/order-history.query';
import { OrdersController } from './read/orders.http.controller';
import { OrdersQuery } from './read/orders.query';
import { StockHistoryController } from './read/stock-history.http.controller';
import { StockLedgerQuery } from './read/stock-ledger.query';
import { AttachmentsController } from './write/attachments.http.controller';
import { OrderCommands } from './write/order-commands';
import { PlaceOrderController } from './write/orders.http.controller';
import { PlaceOrderService } from './write/place-order.service';
import { UpdateOrderController } from './write/update-order.http.controller';

@Module({
  imports: [IdentityModule, CatalogModule, ClientsModule, LocationsModule, BillingModule],
  controllers: [
    PlaceOrderController,
    OrdersController,
    UpdateOrderController,
    InventoryController,
    StockHistoryController,
    ClientPortalController,
    AttachmentsController,
  ],
  providers: [
    OrderCommands,
    PlaceOrderService,
    OrdersQuery,
    InventoryQuery,
    StockLedgerQuery,
    OrderHistoryQuery,
  ],
  exports: [OrderCommands, OrdersQuery],
})
export class OrderingModule {}
