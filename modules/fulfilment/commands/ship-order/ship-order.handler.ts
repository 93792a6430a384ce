import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { commandByMember, inventoryProjection } from '../../../inventory';
import { decideShip, OrderStreams, ordersProjection, providerActor } from '../../../ordering';
import { ProjectionWaiter } from '../../../platform';
import { shipmentsProjection } from '../../projections/shipments/shipments.projection';
import { ShipOrder } from './ship-order.command';

/**
 * Ships some of an order: the shipment event goes on the order's stream with its stock changes
 * (units leave committed) in one append at the order's revision, so that two members shipping
 * at once cannot ship more than was ordered: the second is decided again on the order as the
 * first left it.
 */
@CommandHandler(ShipOrder)
export class ShipOrderHandler implements ICommandHandler<ShipOrder> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly products: ProductsService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, orderId, member, request }: ShipOrder): Promise<number> {
    const order = await this.streams.loadWhere(orderId, (state) => state.providerId === providerId);
    const context = commandByMember(providerId, member);
    const names = new Map(
      (
        await this.products.byIds(providerId, [
          ...order.state.lines.map((line) => line.productId),
          ...(request.lines ?? []).map((line) => line.productId),
        ])
      ).map((product) => [product.id, product.name]),
    );
    let sequence = 0;
    const position = await this.streams.change(
      context,
      order,
      (state) => {
        const { events, deltas } = decideShip(state, providerActor(member), {
          ...request,
          at: context.at,
          names,
        });
        sequence = state.shipments + 1;
        return {
          events,
          stock: { locationId: state.locationId, orderType: 'ORDER', reason: 'fulfilled', deltas },
        };
      },
      names,
    );
    if (position)
      await this.waiter.waitFor(position, [
        ordersProjection.name,
        inventoryProjection.name,
        shipmentsProjection.name,
      ]);
    return sequence;
  }
}
