import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { ListPriceBreaks } from './list-price-breaks.query';

@QueryHandler(ListPriceBreaks)
export class ListPriceBreaksHandler implements IQueryHandler<ListPriceBreaks> {
  constructor(private readonly reads: PricingReadModel) {}

  async execute({ providerId, filter }: ListPriceBreaks) {
    return { price_breaks: await this.reads.listPriceBreaks(providerId, filter) };
  }
}
