import { Command } from '@nestjs/cqrs';

/**
 * Delete some of a provider's locations outright (the demo data's removal, once nothing but the
 * demo was recorded at them). Not an HTTP route: a location a provider made is deactivated.
 */
export class RemoveLocations extends Command<{ removed: number }> {
  constructor(
    readonly providerId: string,
    readonly locationIds: readonly string[],
  ) {
    super();
  }
}
