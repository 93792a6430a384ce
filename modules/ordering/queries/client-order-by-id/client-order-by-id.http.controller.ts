import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkActiveGuard } from '../../infrastructure/client-link-active.guard';
import { ClientLinkPlanGuard } from '../../infrastructure/client-link-plan.guard';
import { ClientOrderById } from './client-order-by-id.query';

@Controller('client/:client_id/order/:order_id')
@UseGuards(ClientLinkPlanGuard, ClientLinkActiveGuard)
export class ClientOrderByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ) {
    return this.queries.execute(new ClientOrderById(clientId, orderId));
  }
}
