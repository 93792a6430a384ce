import { Body, Controller, Headers, Post } from '@nestjs/common';
import { PlaceOrderService } from './place-order.service';

/** Placing orders and movements (spec section 7, Orders): providers and clients alike. */
@Controller('order')
export class PlaceOrderController {
  constructor(private readonly placing: PlaceOrderService) {}

  @Post()
  async place(
    @Body() body: unknown,
    @Headers('authorization') authorization: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    const id = await this.placing.place(body, authorization, idempotencyKey);
    return { order: { id } };
  }
}
