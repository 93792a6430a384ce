import { Command } from '@nestjs/cqrs';
import { OneLocationResponse } from '../../responses/location.response.dto';

/** Open a new location; a provider's first one becomes its default. */
export class CreateLocation extends Command<OneLocationResponse> {
  constructor(
    readonly providerId: string,
    readonly name: string,
    readonly active = true,
  ) {
    super();
  }
}
