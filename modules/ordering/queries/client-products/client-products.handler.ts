import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel, PricingReadModel } from '../../../clients';
import { InventoryReadModel } from '../../../inventory';
import { LocationsReadModel } from '../../../locations';
import { ClientLinkDisabledError } from '../../domain/client-link';
import { OrderRuleError } from '../../domain/order';
import { ClientProducts } from './client-products.query';

@QueryHandler(ClientProducts)
export class ClientProductsHandler implements IQueryHandler<ClientProducts> {
  constructor(
    private readonly clients: ClientsReadModel,
    private readonly pricing: PricingReadModel,
    private readonly locations: LocationsReadModel,
    private readonly inventory: InventoryReadModel,
  ) {}

  async execute({ clientId, providerId }: ClientProducts) {
    const link = await this.clients.linkFor(providerId, clientId).catch(() => {
      throw new OrderRuleError('No such client for this provider.', 'not_found');
    });
    if (!link.active) throw new ClientLinkDisabledError();
    const [offers, location] = await Promise.all([
      this.pricing.productsForClient(providerId, clientId),
      this.locations.defaultLocation(providerId),
    ]);
    const stock = location
      ? new Map(
          (
            await this.inventory.orderableAt(
              providerId,
              location.id,
              new Date().toISOString().slice(0, 10),
            )
          ).map((s) => [s.product_id, s.current_stock]),
        )
      : null;
    return {
      location: location ? { id: location.id, name: location.name } : null,
      products: offers.map((offer) => ({
        id: offer.id,
        name: offer.name,
        photo: offer.photo,
        thumbnail: offer.thumbnail,
        sku: offer.sku,
        price: offer.price,
        prices: offer.prices,
        available: stock ? (stock.get(offer.id) ?? 0) : null,
      })),
    };
  }
}
