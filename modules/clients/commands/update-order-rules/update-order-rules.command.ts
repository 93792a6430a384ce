import { Command } from '@nestjs/cqrs';
import type { OrderRules } from '../../domain/client-order-rules';
import { OrderRulesView } from '../../infrastructure/pricing.views';

/** Change a client's own minimum or case pack for a product; what is left out stays. */
export class UpdateOrderRules extends Command<{ order_rules: OrderRulesView }> {
  constructor(
    readonly providerId: string,
    readonly id: string,
    readonly change: Partial<OrderRules>,
  ) {
    super();
  }
}
