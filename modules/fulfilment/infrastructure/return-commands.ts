import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../catalog';
import { CommandContext, inventoryProjection, StockMove } from '../../inventory';
import {
  LoadedOrder,
  OrderEvent,
  OrderState,
  OrderStreams,
  ordersProjection,
} from '../../ordering';
import { ProjectionWaiter } from '../../platform';
import { returnsProjection } from '../projections/returns/returns.projection';

/**
 * What asking, answering and receiving a return share: the order's product names (refusals
 * name them), the decision on the order's stream (with the stock a receipt moves), and
 * read-your-writes on the returns, orders and inventory read models.
 */
@Injectable()
export class ReturnCommands {
  constructor(
    private readonly streams: OrderStreams,
    private readonly products: ProductsService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run(
    context: CommandContext,
    order: LoadedOrder,
    decide: (
      state: OrderState,
      names: ReadonlyMap<string, string>,
    ) => { events: OrderEvent[]; stock?: StockMove },
  ): Promise<void> {
    const names = new Map(
      (
        await this.products.byIds(
          order.state.providerId,
          order.state.lines.map((line) => line.productId),
        )
      ).map((product) => [product.id, product.name]),
    );
    const position = await this.streams.change(
      context,
      order,
      (state) => decide(state, names),
      names,
    );
    if (position)
      await this.waiter.waitFor(position, [
        returnsProjection.name,
        ordersProjection.name,
        inventoryProjection.name,
      ]);
  }
}
