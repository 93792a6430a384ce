import { Command } from '@nestjs/cqrs';
import type { OrderRules } from '../../domain/client-order-rules';
import { OrderRulesView } from '../../infrastructure/pricing.views';

/** Give a client its own minimum and case pack for a product, in place of the product's. */
export class CreateOrderRules extends Command<{ order_rules: OrderRulesView }> {
  constructor(
    readonly providerId: string,
    readonly clientId: string,
    readonly productId: string,
    readonly rules: OrderRules,
  ) {
    super();
  }
}
