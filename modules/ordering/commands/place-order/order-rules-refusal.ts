import { BadRequestException } from '@nestjs/common';
import { breachMessage, OrderRuleBreach } from '../../domain/order-rules';

/** The `code` of a client's order refused for the ordering rules it breaks: see `breaches`. */
export const ORDER_RULES = 'ORDER_RULES';

/**
 * A client's order that breaks ordering rules, answered 400 in one sentence per breach (the
 * message a toast shows), and as a list, `breaches`, each with its rule, its line's product
 * (none for the minimum order value) and its own sentence, for a screen that shows them per line.
 */
export function orderRulesRefusal(
  breaches: readonly OrderRuleBreach[],
  locale: string,
): BadRequestException {
  const listed = breaches.map((breach) => ({
    rule: breach.rule,
    product_id: 'productId' in breach ? breach.productId : null,
    message: breachMessage(breach, locale),
  }));
  const message = listed.map((breach) => breach.message).join(' ');
  return new BadRequestException({
    statusCode: 400,
    error: message,
    message,
    code: ORDER_RULES,
    breaches: listed,
  });
}
