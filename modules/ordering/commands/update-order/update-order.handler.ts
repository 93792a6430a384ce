import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { commandByMember, commandNow, inventoryProjection } from '../../../inventory';
import { ProjectionWaiter } from '../../../platform';
import { Actor } from '../../domain/order';
import { decideUpdate } from '../../domain/order-update';
import { OrderStreams } from '../../infrastructure/order-streams';
import { providerActor } from '../../infrastructure/provider-actor';
import { ordersProjection } from '../../projections/orders/orders.projection';
import { UpdateOrder } from './update-order.command';

@CommandHandler(UpdateOrder)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrder> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly products: ProductsService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ orderId, by, change }: UpdateOrder): Promise<void> {
    const order = await this.streams.loadWhere(orderId, (state) =>
      by.kind === 'provider' ? state.providerId === by.providerId : state.clientId === by.clientId,
    );
    const { providerId } = order.state;
    const context =
      by.kind === 'provider'
        ? commandByMember(providerId, by.member)
        : commandNow(providerId, by.clientId, 'client');
    const actor: Actor =
      by.kind === 'provider' ? providerActor(by.member) : { kind: 'client', clientId: by.clientId };
    // A provider's refusal names the products short of stock; a client may only cancel.
    const names =
      by.kind === 'provider'
        ? new Map(
            (
              await this.products.byIds(
                providerId,
                order.state.lines.map((line) => line.productId),
              )
            ).map((product) => [product.id, product.name]),
          )
        : new Map<string, string>();
    const position = await this.streams.change(
      context,
      order,
      (state) => decideUpdate(state, actor, change, context.at),
      names,
    );
    // Read-your-writes: the order the caller reads next shows the change.
    if (position)
      await this.waiter.waitFor(position, [ordersProjection.name, inventoryProjection.name]);
  }
}
