import { Command } from '@nestjs/cqrs';
import { KeyHolder, SignedInUser } from '../../../identity';
import { OrderRequest } from './place-order.request.dto';

/**
 * Place an order or movement (POST /api/order): by a provider member the route's guard signed
 * in, by one of the provider's API keys, or, with nobody signed in, by a client through its link. `idempotencyKey`: the caller's
 * Idempotency-Key, so a retried request places nothing twice.
 */
export class PlaceOrder extends Command<{ orderId: string }> {
  constructor(
    readonly order: OrderRequest,
    readonly signedIn: SignedInUser | KeyHolder | undefined,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
