import { Body, Controller, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { ProductsService } from '../../catalog';
import { MemberRequest } from '../../identity';
import { notFound, ProjectionWaiter } from '../../platform';
import { decideUpdate } from '../domain/order-update';
import { commandNow, OrderStreams } from '../infrastructure/order-streams';
import { inventoryProjection } from '../projections/inventory/inventory.projection';
import { ordersProjection } from '../projections/orders/orders.projection';
import { OrdersQuery } from '../read/orders.query';
import { UpdateOrderRequest } from './update-order.request.dto';

/** A provider fulfils, cancels or annotates an order or movement (spec sections 4 and 7). */
@Controller('provider/:provider_id/order/:order_id')
export class UpdateOrderController {
  constructor(
    private readonly commands: OrderStreams,
    private readonly waiter: ProjectionWaiter,
    private readonly orders: OrdersQuery,
    private readonly products: ProductsService,
  ) {}

  @Put()
  async update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: UpdateOrderRequest,
    @Req() req: MemberRequest,
  ) {
    const order = await this.commands.load(orderId);
    if (!order || order.state.providerId !== providerId) throw notFound('No such order.');
    const member = req.member!;
    const context = commandNow(providerId, member.userId, 'user');
    const actor = { kind: 'provider' as const, permissionsDenied: member.permissionsDenied };
    const position = await this.commands.change(
      context,
      order,
      (state) => decideUpdate(state, actor, body, context.at),
      new Map(
        (
          await this.products.byIds(
            providerId,
            order.state.lines.map((line) => line.productId),
          )
        ).map((product) => [product.id, product.name]),
      ),
    );
    if (position)
      await this.waiter.waitFor(position, [ordersProjection.name, inventoryProjection.name]);
    return { order: await this.orders.get(providerId, orderId) };
  }
}
