import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandByMember } from '../../../inventory';
import { ProjectionWaiter } from '../../../platform';
import { decideRelease } from '../../domain/order';
import { OrderStreams } from '../../infrastructure/order-streams';
import { providerActor } from '../../infrastructure/provider-actor';
import { ordersProjection } from '../../projections/orders/orders.projection';
import { ReleaseOrder } from './release-order.command';

/**
 * Releases a held order, by a member who may fulfil or cancel it: its stock stays committed as
 * it was from the start, so releasing moves none. The live channel then pushes the order to
 * the provider's and the client's rooms.
 */
@CommandHandler(ReleaseOrder)
export class ReleaseOrderHandler implements ICommandHandler<ReleaseOrder> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ providerId, orderId, member }: ReleaseOrder): Promise<void> {
    const order = await this.streams.loadWhere(orderId, (state) => state.providerId === providerId);
    const context = commandByMember(providerId, member);
    const position = await this.streams.change(context, order, (state) => ({
      events: decideRelease(state, providerActor(member), context.at),
    }));
    if (position) await this.waiter.waitFor(position, [ordersProjection.name]);
  }
}
