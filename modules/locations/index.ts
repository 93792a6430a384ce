// Locations: where a provider keeps stock and takes orders, with one default location at most.
// Other contexts send its commands and queries, or read through LocationsReadModel in one round trip.
export { CreateLocation } from './commands/create-location/create-location.command';
export { RemoveLocations } from './commands/remove-locations/remove-locations.command';
export { UpdateLocation } from './commands/update-location/update-location.command';
export { LocationView } from './infrastructure/location.views';
export { locationsMigrations } from './infrastructure/locations.migrations';
export { LocationsReadModel, locationsRead } from './infrastructure/locations.read-model';
export { LocationsModule } from './locations.module';
export { ListLocations } from './queries/list-locations/list-locations.query';
export { LocationById } from './queries/location-by-id/location-by-id.query';
