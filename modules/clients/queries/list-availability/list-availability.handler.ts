import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingReads } from '../../infrastructure/pricing-reads';
import { ListAvailability } from './list-availability.query';

@QueryHandler(ListAvailability)
export class ListAvailabilityHandler implements IQueryHandler<ListAvailability> {
  constructor(private readonly reads: PricingReads) {}

  async execute({ providerId, clientId }: ListAvailability) {
    return { availability: await this.reads.listAvailability(providerId, clientId) };
  }
}
