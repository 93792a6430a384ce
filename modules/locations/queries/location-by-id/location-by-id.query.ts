import { Query } from '@nestjs/cqrs';
import { LocationView } from '../../infrastructure/location.views';

/** One of a provider's locations. */
export class LocationById extends Query<{ location: LocationView }> {
  constructor(
    readonly providerId: string,
    readonly locationId: string,
  ) {
    super();
  }
}
