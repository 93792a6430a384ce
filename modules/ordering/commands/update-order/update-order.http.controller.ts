import { Body, Controller, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OrderById } from '../../queries/order-by-id/order-by-id.query';
import { OneOrderResponse } from '../../responses/order.response.dto';
import { UpdateOrder } from './update-order.command';
import { UpdateOrderRequest } from './update-order.request.dto';

/** A provider fulfils, cancels or annotates an order or movement, and reads it back. */
@Controller('provider/:provider_id/order/:order_id')
export class UpdateOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put()
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: UpdateOrderRequest,
    @Req() req: MemberRequest,
  ): Promise<OneOrderResponse> {
    await this.commands.execute(
      new UpdateOrder(orderId, { kind: 'provider', providerId, member: req.member! }, body),
    );
    return this.queries.execute(new OrderById(providerId, orderId));
  }
}
