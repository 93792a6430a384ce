import { Query } from '@nestjs/cqrs';
import { AvailabilityView } from '../../infrastructure/pricing.views';

/** The products a client may order, when it is limited to some (none listed: all of them). */
export class ListAvailability extends Query<{ availability: AvailabilityView[] }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
  ) {
    super();
  }
}
