import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { InventoryModule } from '../inventory';
import { OrderingModule } from '../ordering';
import { SettingsModule } from '../settings';
import { ShipOrderHandler } from './commands/ship-order/ship-order.handler';
import { ShipOrderController } from './commands/ship-order/ship-order.http.controller';
import { ShipmentsReadModel } from './projections/shipments/shipments.read-model';
import { ClientOrderShipmentsHandler } from './queries/client-order-shipments/client-order-shipments.handler';
import { ClientOrderShipmentsController } from './queries/client-order-shipments/client-order-shipments.http.controller';
import {
  OrderShipmentHandler,
  OrderShipmentsHandler,
} from './queries/order-shipments/order-shipments.handler';
import { OrderShipmentsController } from './queries/order-shipments/order-shipments.http.controller';
import { PackingSlipHandler } from './queries/packing-slip/packing-slip.handler';
import {
  ClientPackingSlipController,
  PackingSlipController,
} from './queries/packing-slip/packing-slip.http.controller';

@Module({
  imports: [
    CqrsModule,
    IdentityModule,
    CatalogModule,
    ClientsModule,
    InventoryModule,
    OrderingModule,
    SettingsModule,
    // The client link's guard, on the portal's route, asks billing and clients.
    BillingModule,
  ],
  controllers: [
    ShipOrderController,
    OrderShipmentsController,
    ClientOrderShipmentsController,
    PackingSlipController,
    ClientPackingSlipController,
  ],
  providers: [
    ShipOrderHandler,
    OrderShipmentsHandler,
    OrderShipmentHandler,
    ClientOrderShipmentsHandler,
    PackingSlipHandler,
    ShipmentsReadModel,
  ],
  exports: [ShipmentsReadModel],
})
export class FulfilmentModule {}
