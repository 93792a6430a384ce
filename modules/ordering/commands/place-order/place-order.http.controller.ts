import { Body, Controller, Headers, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { KeyHolder, SignedIn, SignedInIfBearingGuard, SignedInUser } from '../../../identity';
import { badRequest } from '../../../platform';
import { PlacedOrderResponse } from '../../responses/order.response.dto';
import { PlaceOrder } from './place-order.command';
import { PlaceOrderRequest } from './place-order.request.dto';

/** As long as Stripe takes them: room for a UUID and a prefix, no room for a payload. */
const MAX_IDEMPOTENCY_KEY = 255;

/** Placing orders and movements (docs/product.md §7, Orders): providers and clients alike. */
@Controller('order')
export class PlaceOrderController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Answers `order.id`, as the spec says, once the read models show the order. Reading the
   * order back here cost five statements per order; no caller used more than its id.
   */
  @Post()
  @UseGuards(SignedInIfBearingGuard)
  async place(
    @Body() body: PlaceOrderRequest,
    @SignedIn() member: SignedInUser | KeyHolder | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('x-buyer-session') buyerSession: string | undefined,
  ): Promise<PlacedOrderResponse> {
    if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY)
      throw badRequest(`Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY} characters`);
    const { orderId } = await this.commands.execute(
      Object.assign(new PlaceOrder(body.order, member, idempotencyKey), {
        // A portal buyer's session (modules/buyers); a signed-in member's request has none.
        buyerSession: member ? undefined : buyerSession || undefined,
      }),
    );
    return { order: { id: orderId } };
  }
}
