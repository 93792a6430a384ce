import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { ListAvailability } from './list-availability.query';

@QueryHandler(ListAvailability)
export class ListAvailabilityHandler implements IQueryHandler<ListAvailability> {
  constructor(private readonly reads: PricingReadModel) {}

  async execute({ providerId, clientId }: ListAvailability) {
    return { availability: await this.reads.listAvailability(providerId, clientId) };
  }
}
