import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { InventoryModule } from '../inventory';
import { OrderingModule } from '../ordering';
import { LiveGateway } from './live.gateway';
import { LivePublisher } from './live-publisher';

@Module({
  imports: [IdentityModule, ClientsModule, InventoryModule, OrderingModule, BillingModule],
  providers: [LiveGateway, LivePublisher],
})
export class RealtimeModule {}
