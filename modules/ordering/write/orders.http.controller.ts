import { Body, Controller, Headers, Post, UseGuards } from '@nestjs/common';
import { SignedIn, SignedInIfBearingGuard, SignedInUser } from '../../identity';
import { ProjectionWaiter } from '../../platform';
import { inventoryProjection } from '../projections/inventory/inventory.projection';
import { ordersProjection } from '../projections/orders/orders.projection';
import { PlaceOrderRequest } from './place-order.request.dto';
import { PlaceOrderService } from './place-order.service';

/** Placing orders and movements (spec section 7, Orders): providers and clients alike. */
@Controller('order')
export class PlaceOrderController {
  constructor(
    private readonly placing: PlaceOrderService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  /**
   * Answers `order.id`, as the spec says, once the read models show the order
   * (read-your-writes): the screen that opens next reads it. Reading the order back here cost
   * five statements per order; no caller used more than its id.
   */
  @Post()
  @UseGuards(SignedInIfBearingGuard)
  async place(
    @Body() body: PlaceOrderRequest,
    @SignedIn() member: SignedInUser | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    const placed = await this.placing.place(body.order, member, idempotencyKey);
    await this.waiter.waitFor(placed.position, [ordersProjection.name, inventoryProjection.name]);
    return { order: { id: placed.orderId } };
  }
}
