// Locations: where a provider keeps stock and takes orders, with one default location at most.
export { LocationView } from './location.entity';
export { locationsMigrations } from './locations.migrations';
export { LocationsModule } from './locations.module';
export { LocationsService } from './locations.service';
