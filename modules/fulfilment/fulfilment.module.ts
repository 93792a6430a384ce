import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { InventoryModule } from '../inventory';
import { LocationsModule } from '../locations';
import { OrderingModule } from '../ordering';
import { SettingsModule } from '../settings';
import { AnswerReturnHandler } from './commands/answer-return/answer-return.handler';
import { AnswerReturnController } from './commands/answer-return/answer-return.http.controller';
import { ReceiveReturnHandler } from './commands/receive-return/receive-return.handler';
import { ReceiveReturnController } from './commands/receive-return/receive-return.http.controller';
import { RequestReturnHandler } from './commands/request-return/request-return.handler';
import {
  ClientRequestReturnController,
  RequestReturnController,
} from './commands/request-return/request-return.http.controller';
import { ShipOrderHandler } from './commands/ship-order/ship-order.handler';
import { ShipOrderController } from './commands/ship-order/ship-order.http.controller';
import { ReturnCommands } from './infrastructure/return-commands';
import { ReturnsReadModel } from './projections/returns/returns.read-model';
import { ShipmentsReadModel } from './projections/shipments/shipments.read-model';
import { ClientOrderShipmentsHandler } from './queries/client-order-shipments/client-order-shipments.handler';
import { ClientOrderShipmentsController } from './queries/client-order-shipments/client-order-shipments.http.controller';
import {
  OrderReturnHandler,
  OrderReturnsHandler,
} from './queries/order-returns/order-returns.handler';
import {
  ClientOrderReturnsController,
  OrderReturnsController,
} from './queries/order-returns/order-returns.http.controller';
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
    LocationsModule,
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
    RequestReturnController,
    ClientRequestReturnController,
    AnswerReturnController,
    ReceiveReturnController,
    OrderReturnsController,
    ClientOrderReturnsController,
  ],
  providers: [
    ShipOrderHandler,
    OrderShipmentsHandler,
    OrderShipmentHandler,
    ClientOrderShipmentsHandler,
    PackingSlipHandler,
    RequestReturnHandler,
    AnswerReturnHandler,
    ReceiveReturnHandler,
    OrderReturnsHandler,
    OrderReturnHandler,
    ReturnCommands,
    ReturnsReadModel,
    ShipmentsReadModel,
  ],
  exports: [ShipmentsReadModel, ReturnsReadModel],
})
export class FulfilmentModule {}
