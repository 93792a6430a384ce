import { Body, Controller, Headers, Post } from '@nestjs/common';
import { ProjectionWaiter } from '../../platform';
import { inventoryProjection } from '../read/inventory.projection';
import { ordersProjection } from '../read/orders.projection';
import { OrdersQuery } from '../read/orders.query';
import { PlaceOrderService } from './place-order.service';

/** Placing orders and movements (spec section 7, Orders): providers and clients alike. */
@Controller('order')
export class PlaceOrderController {
  constructor(
    private readonly placing: PlaceOrderService,
    private readonly waiter: ProjectionWaiter,
    private readonly orders: OrdersQuery,
  ) {}

  /** Answers once the read model shows the order (read-your-writes), with the order itself. */
  @Post()
  async place(
    @Body() body: unknown,
    @Headers('authorization') authorization: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    const placed = await this.placing.place(body, authorization, idempotencyKey);
    const seen = await this.waiter.waitFor(placed.position, [
      ordersProjection.name,
      inventoryProjection.name,
    ]);
    if (!seen) return { order: { id: placed.orderId } };
    return { order: await this.orders.get(placed.providerId, placed.orderId) };
  }
}
