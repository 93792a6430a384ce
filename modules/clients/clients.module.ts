import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { ClientsController } from './clients/clients.http.controller';
import { ClientsService } from './clients/clients.service';
import { clientsEntities } from './clients.entities';
import { AvailabilityController, PricingController } from './pricing/pricing.http.controller';
import { PricingService } from './pricing/pricing.service';

@Module({
  imports: [IdentityModule, CatalogModule, MikroOrmModule.forFeature(clientsEntities)],
  controllers: [ClientsController, PricingController, AvailabilityController],
  providers: [ClientsService, PricingService],
  exports: [ClientsService, PricingService],
})
export class ClientsModule {}
