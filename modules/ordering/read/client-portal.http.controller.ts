import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IsUUID } from 'class-validator';
import { ClientReads, PricingReads } from '../../clients';
import { LocationReads } from '../../locations';
import { HttpError, notFound } from '../../platform';
import { UpdateOrder } from '../commands/update-order/update-order.command';
import { UpdateOrderRequest } from '../commands/update-order/update-order.request.dto';
import { InventoryReadModel } from '../infrastructure/inventory-read-model';
import { forClient, OrdersReadModel } from '../infrastructure/orders-read-model';
import { ClientLinkActiveGuard, ReachableProviders } from './client-link-active.guard';
import { ClientLinkPlanGuard } from './client-link-plan.guard';

class ClientProductsQuery {
  @IsUUID('all', { message: 'provider_id is required: the provider to order from' })
  provider_id!: string;
}

/**
 * The client portal (spec 2.6 and section 7): no sign-in, the client id in the public link is
 * the key, and every answer holds only that client's data.
 */
@Controller('client/:client_id')
@UseGuards(ClientLinkPlanGuard, ClientLinkActiveGuard)
export class ClientPortalController {
  constructor(
    private readonly orders: OrdersReadModel,
    private readonly clients: ClientReads,
    private readonly commands: CommandBus,
    private readonly pricing: PricingReads,
    private readonly locations: LocationReads,
    private readonly inventory: InventoryReadModel,
  ) {}

  @Get('provider_client')
  async links(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @ReachableProviders() reachable: Set<string>,
  ) {
    const links = (await this.clients.linksOfClient(clientId)).filter((link) =>
      reachable.has(link.provider.id),
    );
    // The provider's own custom-field values about the client stay with the provider.
    return {
      providerClients: links.map(({ client, ...link }) => ({
        ...link,
        client: { id: client.id, name: client.name, email: client.email },
      })),
    };
  }

  /**
   * What the client may order from a provider: active, available products at the client's
   * prices, with the stock still available at the provider's default location (null when the
   * provider has none; the order form then says so).
   */
  @Get('products')
  async products(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Query() query: ClientProductsQuery,
  ) {
    const link = await this.clients.linkFor(query.provider_id, clientId).catch(() => {
      throw notFound('No such client for this provider.');
    });
    if (!link.active) throw new HttpError(403, 'Your link with this provider is not active.');
    const [offers, location] = await Promise.all([
      this.pricing.productsForClient(query.provider_id, clientId),
      this.locations.defaultLocation(query.provider_id),
    ]);
    const stock = location
      ? new Map(
          (await this.inventory.stockAt(query.provider_id, location.id)).map((s) => [
            s.product_id,
            s.current_stock,
          ]),
        )
      : null;
    return {
      location: location ? { id: location.id, name: location.name } : null,
      products: offers.map((offer) => ({
        id: offer.id,
        name: offer.name,
        photo: offer.photo,
        thumbnail: offer.thumbnail,
        price: offer.price,
        prices: offer.prices,
        available: stock ? (stock.get(offer.id) ?? 0) : null,
      })),
    };
  }

  @Get('orders')
  async list(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @ReachableProviders() reachable: Set<string>,
  ) {
    const orders = await this.orders.listForClient(clientId);
    return { orders: orders.filter((o) => reachable.has(o.provider.id)).map(forClient) };
  }

  @Get('order/:order_id')
  async get(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ) {
    return { order: forClient(await this.orders.getForClient(clientId, orderId)) };
  }

  /** A client may cancel their own pending order; nothing else. */
  @Put('order/:order_id')
  async update(
    @Param('client_id', ParseUUIDPipe) clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: UpdateOrderRequest,
  ) {
    await this.commands.execute(new UpdateOrder(orderId, { kind: 'client', clientId }, body));
    return { order: forClient(await this.orders.getForClient(clientId, orderId)) };
  }
}
