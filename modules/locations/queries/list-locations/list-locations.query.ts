import { Query } from '@nestjs/cqrs';
import { LocationView } from '../../infrastructure/location.views';

/** A provider's locations, by name. */
export class ListLocations extends Query<{ locations: LocationView[] }> {
  constructor(readonly providerId: string) {
    super();
  }
}
