import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { LocationsModule } from '../locations';
import { OrderCommands } from './write/order-commands';
import { PlaceOrderController } from './write/orders.http.controller';
import { PlaceOrderService } from './write/place-order.service';

@Module({
  imports: [IdentityModule, CatalogModule, ClientsModule, LocationsModule],
  controllers: [PlaceOrderController],
  providers: [OrderCommands, PlaceOrderService],
  exports: [OrderCommands],
})
export class OrderingModule {}
