import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { ListCustomPrices } from './list-custom-prices.query';

@QueryHandler(ListCustomPrices)
export class ListCustomPricesHandler implements IQueryHandler<ListCustomPrices> {
  constructor(private readonly reads: PricingReadModel) {}

  async execute({ providerId, filter }: ListCustomPrices) {
    return { pricing: await this.reads.listPrices(providerId, filter) };
  }
}
