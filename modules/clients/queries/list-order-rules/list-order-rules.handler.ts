import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingReadModel } from '../../infrastructure/pricing.read-model';
import { ListOrderRules } from './list-order-rules.query';

@QueryHandler(ListOrderRules)
export class ListOrderRulesHandler implements IQueryHandler<ListOrderRules> {
  constructor(private readonly reads: PricingReadModel) {}

  async execute({ providerId, filter }: ListOrderRules) {
    return { order_rules: await this.reads.listOrderRules(providerId, filter) };
  }
}
