import { Command } from '@nestjs/cqrs';
import { LocationChange } from '../../domain/location-rules';
import { LocationView } from '../../infrastructure/location.views';

/** Rename a location, open or close it, or make it the default. */
export class UpdateLocation extends Command<{ location: LocationView }> {
  constructor(
    readonly providerId: string,
    readonly locationId: string,
    readonly change: LocationChange,
  ) {
    super();
  }
}
