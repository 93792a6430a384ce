import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OrderById } from '../../queries/order-by-id/order-by-id.query';
import { OneOrderResponse } from '../../responses/order.response.dto';
import { ReleaseOrder } from './release-order.command';

/**
 * POST /api/provider/{provider_id}/order/{order_id}/release (gated by the permission table, as
 * fulfilling or cancelling an order): answers `{ order }`, no longer held.
 */
@Controller('provider/:provider_id/order/:order_id/release')
export class ReleaseOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  async release(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Req() req: MemberRequest,
  ): Promise<OneOrderResponse> {
    await this.commands.execute(new ReleaseOrder(providerId, orderId, req.member!));
    return this.queries.execute(new OrderById(providerId, orderId));
  }
}
