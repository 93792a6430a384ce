import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateLocationHandler } from './commands/create-location/create-location.handler';
import { CreateLocationController } from './commands/create-location/create-location.http.controller';
import { RemoveLocationsHandler } from './commands/remove-locations/remove-locations.handler';
import { UpdateLocationHandler } from './commands/update-location/update-location.handler';
import { UpdateLocationController } from './commands/update-location/update-location.http.controller';
import { LocationSchema } from './infrastructure/location.entity';
import { LocationsReadModel } from './infrastructure/locations.read-model';
import { ListLocationsHandler } from './queries/list-locations/list-locations.handler';
import { ListLocationsController } from './queries/list-locations/list-locations.http.controller';
import { LocationByIdHandler } from './queries/location-by-id/location-by-id.handler';
import { LocationByIdController } from './queries/location-by-id/location-by-id.http.controller';

const controllers = [
  ListLocationsController,
  LocationByIdController,
  CreateLocationController,
  UpdateLocationController,
];
const commandHandlers = [CreateLocationHandler, UpdateLocationHandler, RemoveLocationsHandler];
const queryHandlers = [ListLocationsHandler, LocationByIdHandler];
const infrastructure = [LocationsReadModel];

@Module({
  imports: [CqrsModule, MikroOrmModule.forFeature([LocationSchema])],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [LocationsReadModel],
})
export class LocationsModule {}
