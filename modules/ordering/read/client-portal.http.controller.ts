import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ClientsService } from '../../clients';
import { ProjectionWaiter } from '../../platform';
import { OrderCommands } from '../write/order-commands';
import { asHttp } from '../write/place-order.service';
import { UpdateOrderRequest } from '../write/update-order.request.dto';
import { inventoryProjection } from './inventory.projection';
import { ordersProjection } from './orders.projection';
import { OrdersQuery } from './orders.query';

/**
 * The client portal (spec 2.6 and section 7): no sign-in, the client id in the public link is
 * the key, and every answer holds only that client's data.
 */
@Controller('client/:client_id')
export class ClientPortalController {
  constructor(
    private readonly orders: OrdersQuery,
    private readonly clients: ClientsService,
    private readonly commands: OrderCommands,
    private readonly waiter: ProjectionWaiter,
  ) {}

  @Get('provider_client')
  async links(@Param('client_id', ParseUUIDPipe) clientId: string) {
    return { providerClients: await this.clients.linksOfClient(clientId) };
  }

  @Get('orders')
  async list(@Param('client_id', ParseUUIDPipe) clientId: string) {
    return { orders: await this.orders.listForClient(clientId) };
  }

  @Get('order/:order_id')
  async get(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ) {
    return { order: await this.orders.getForClient(clientId, orderId) };
  }

  /** A client may cancel their own pending order; nothing else. */
  @Put('order/:order_id')
  async update(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: UpdateOrderRequest,
  ) {
    const view = await this.orders.getForClient(clientId, orderId);
    const order = await this.commands.load(orderId);
    if (!order) return { order: view };
    let position: Awaited<ReturnType<OrderCommands['update']>>;
    try {
      position = await this.commands.update(
        {
          commandId: randomUUID(),
          providerId: order.state.providerId,
          actorId: clientId,
          actorType: 'client',
          at: new Date().toISOString(),
        },
        order,
        { kind: 'client', clientId },
        body,
      );
    } catch (error) {
      throw asHttp(error);
    }
    if (position)
      await this.waiter.waitFor(position, [ordersProjection.name, inventoryProjection.name]);
    return { order: await this.orders.getForClient(clientId, orderId) };
  }
}
