import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { ClientsBulkController } from './bulk/clients-bulk.http.controller';
import { ClientsBulkService } from './bulk/clients-bulk.service';
import { ClientsController } from './clients/clients.http.controller';
import { ClientsService } from './clients/clients.service';
import { AddAvailabilityHandler } from './commands/add-availability/add-availability.handler';
import { AddAvailabilityController } from './commands/add-availability/add-availability.http.controller';
import { CreateCustomPriceHandler } from './commands/create-custom-price/create-custom-price.handler';
import { CreateCustomPriceController } from './commands/create-custom-price/create-custom-price.http.controller';
import { DeleteCustomPriceHandler } from './commands/delete-custom-price/delete-custom-price.handler';
import { DeleteCustomPriceController } from './commands/delete-custom-price/delete-custom-price.http.controller';
import { RemoveAvailabilityHandler } from './commands/remove-availability/remove-availability.handler';
import { RemoveAvailabilityController } from './commands/remove-availability/remove-availability.http.controller';
import { UpdateCustomPriceHandler } from './commands/update-custom-price/update-custom-price.handler';
import { UpdateCustomPriceController } from './commands/update-custom-price/update-custom-price.http.controller';
import { clientsEntities } from './infrastructure/clients.entities';
import { PricingReads } from './infrastructure/pricing-reads';
import { ListAvailabilityHandler } from './queries/list-availability/list-availability.handler';
import { ListAvailabilityController } from './queries/list-availability/list-availability.http.controller';
import { ListCustomPricesHandler } from './queries/list-custom-prices/list-custom-prices.handler';
import { ListCustomPricesController } from './queries/list-custom-prices/list-custom-prices.http.controller';

const controllers = [
  ClientsController,
  ClientsBulkController,
  ListCustomPricesController,
  CreateCustomPriceController,
  UpdateCustomPriceController,
  DeleteCustomPriceController,
  ListAvailabilityController,
  AddAvailabilityController,
  RemoveAvailabilityController,
];
const commandHandlers = [
  CreateCustomPriceHandler,
  UpdateCustomPriceHandler,
  DeleteCustomPriceHandler,
  AddAvailabilityHandler,
  RemoveAvailabilityHandler,
];
const queryHandlers = [ListCustomPricesHandler, ListAvailabilityHandler];
const infrastructure = [PricingReads, ClientsService, ClientsBulkService];

@Module({
  imports: [CqrsModule, IdentityModule, CatalogModule, MikroOrmModule.forFeature(clientsEntities)],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [ClientsService, PricingReads],
})
export class ClientsModule {}
