import { Command } from '@nestjs/cqrs';
import { LocationChange } from '../../domain/location-rules';
import { OneLocationResponse } from '../../responses/location.response.dto';

/** Rename a location, open or close it, or make it the default. */
export class UpdateLocation extends Command<OneLocationResponse> {
  constructor(
    readonly providerId: string,
    readonly locationId: string,
    readonly change: LocationChange,
  ) {
    super();
  }
}
