import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { ClientsBulkController } from './bulk/clients-bulk.http.controller';
import { ClientsBulkService } from './bulk/clients-bulk.service';
import { ClientsController } from './clients/clients.http.controller';
import { ClientsService } from './clients/clients.service';
import { clientsEntities } from './clients.entities';
import { AvailabilityController, PricingController } from './pricing/pricing.http.controller';
import { PricingService } from './pricing/pricing.service';

@Module({
  imports: [IdentityModule, CatalogModule, MikroOrmModule.forFeature(clientsEntities)],
  controllers: [
    ClientsController,
    ClientsBulkController,
    PricingController,
    AvailabilityController,
  ],
  providers: [ClientsService, ClientsBulkService, PricingService],
  exports: [ClientsService, PricingService],
})
export class ClientsModule {}
