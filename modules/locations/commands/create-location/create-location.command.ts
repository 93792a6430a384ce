import { Command } from '@nestjs/cqrs';
import { LocationView } from '../../infrastructure/location.views';

/** Open a new location; a provider's first one becomes its default. */
export class CreateLocation extends Command<{ location: LocationView }> {
  constructor(
    readonly providerId: string,
    readonly name: string,
    readonly active = true,
  ) {
    super();
  }
}
