import { Query } from '@nestjs/cqrs';
import { OneLocationResponse } from '../../responses/location.response.dto';

/** One of a provider's locations. */
export class LocationById extends Query<OneLocationResponse> {
  constructor(
    readonly providerId: string,
    readonly locationId: string,
  ) {
    super();
  }
}
