import { Body, Controller, Param, ParseUUIDPipe, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../infrastructure/client-link.guard';
import { ClientOrderById } from '../../queries/client-order-by-id/client-order-by-id.query';
import { OneOrderResponse } from '../../responses/order.response.dto';
import { UpdateOrder } from './update-order.command';
import { UpdateOrderRequest } from './update-order.request.dto';

/** A client may cancel their own pending order through the portal; nothing else. */
@Controller('client/:client_id/order/:order_id')
@UseGuards(ClientLinkGuard)
export class UpdateClientOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put()
  async update(
    @PortalClient() clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: UpdateOrderRequest,
  ): Promise<OneOrderResponse> {
    await this.commands.execute(new UpdateOrder(orderId, { kind: 'client', clientId }, body));
    return this.queries.execute(new ClientOrderById(clientId, orderId));
  }
}
