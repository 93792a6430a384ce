import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingReads } from '../../infrastructure/pricing-reads';
import { ListCustomPrices } from './list-custom-prices.query';

@QueryHandler(ListCustomPrices)
export class ListCustomPricesHandler implements IQueryHandler<ListCustomPrices> {
  constructor(private readonly reads: PricingReads) {}

  async execute({ providerId, filter }: ListCustomPrices) {
    return { pricing: await this.reads.listPrices(providerId, filter) };
  }
}
