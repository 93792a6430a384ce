import { Command } from '@nestjs/cqrs';
import { KeyHolder, SignedInUser } from '../../../identity';
import { PlacedBy } from '../../../inventory';
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
    /**
     * A client's order from an accepted quote (modules/quotes): the unit price agreed per
     * product, used in place of the client's prices, the quote's terms standing for the
     * ordering rules.
     */
    readonly agreedPrices?: ReadonlyMap<string, number>,
  ) {
    super();
  }

  // Set after construction (`Object.assign`), so that they need no place among the arguments.
  /** The portal's buyer session (`X-Buyer-Session`), when a buyer is signed in. */
  buyerSession?: string;
  /** An approved order's buyer and approver (the buyers context places it): no limit applies. */
  placedBy?: PlacedBy;
}

/** A buyer signed in to a client's portal, as the buyers context answers for a session. */
export interface PortalBuyer {
  id: string;
  clientId: string;
  name: string;
  email: string;
  /** The most one order may total before tax without approval; null: no limit. */
  orderLimit: number | null;
}

/** An order above its buyer's limit, as ordering priced it, for the buyers context to keep. */
export interface HeldOrder {
  providerId: string;
  clientId: string;
  lines: { productId: string; quantity: number }[];
  notes: string | null;
  total: number;
  currency: string;
}

/**
 * What ordering asks of the buyers context (modules/buyers), which provides it under this token:
 * ordering does not import buyers, since buyers places approved orders through ordering.
 */
export const BUYER_PORTAL = 'BUYER_PORTAL';
export interface BuyerPortal {
  /** The buyer a session signs in among these client records; a 401 when it is not live. */
  signedIn(session: string, clientIds: readonly string[]): Promise<PortalBuyer>;
  /** The order's value (before tax) when it is above the buyer's limit, else null. */
  overLimit(
    buyer: PortalBuyer,
    lines: readonly { price: number | null; quantity: number }[],
  ): number | null;
  /** Keeps an order above the buyer's limit for approval; answers the error that tells them. */
  hold(buyer: PortalBuyer, order: HeldOrder): Promise<Error>;
}
