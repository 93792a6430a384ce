import { Query } from '@nestjs/cqrs';
import { LocationListResponse } from '../../responses/location.response.dto';

/** A provider's locations, by name. */
export class ListLocations extends Query<LocationListResponse> {
  constructor(readonly providerId: string) {
    super();
  }
}
