import { QueryBus } from '@nestjs/cqrs';
import { CreditHold, decideCreditHold } from '../../domain/credit-hold';
import type { PricedLine } from '../../domain/money';
import { ClientOpenBalance } from '../../queries/client-open-balance/client-open-balance.query';

/**
 * The credit hold an order gets, if any: only a client with a credit limit (read with its
 * prices, at no extra cost) has its open balance read, so a normal order costs nothing more.
 */
export async function creditHoldOf(
  queries: QueryBus,
  order: {
    providerId: string;
    clientId: string | null;
    creditLimit: string | null | undefined;
    currency: string;
    lines: readonly PricedLine[];
  },
): Promise<CreditHold | null> {
  const { clientId, creditLimit } = order;
  if (!clientId || creditLimit === null || creditLimit === undefined) return null;
  const balance = await queries.execute(
    new ClientOpenBalance(order.providerId, clientId, order.currency),
  );
  return decideCreditHold(order.lines, { limit: creditLimit, balance, currency: order.currency });
}
