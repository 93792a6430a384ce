import { Query } from '@nestjs/cqrs';
import { OrderRulesView } from '../../infrastructure/pricing.views';

/** A provider's client ordering rules, for one client or one product when asked. */
export class ListOrderRules extends Query<{ order_rules: OrderRulesView[] }> {
  constructor(
    readonly providerId: string,
    readonly filter: { client_id?: string; product_id?: string },
  ) {
    super();
  }
}
