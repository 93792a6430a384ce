import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomFieldsService, portalFilters } from '../../../catalog';
import { ClientsReadModel, PricingReadModel } from '../../../clients';
import { InventoryReadModel } from '../../../inventory';
import { LocationsReadModel } from '../../../locations';
import { SettingsReadModel } from '../../../settings';
import { refuseUnlessLinkActive } from '../../domain/client-link';
import { shownStock } from '../../domain/portal-stock';
import { ClientProducts } from './client-products.query';

@QueryHandler(ClientProducts)
export class ClientProductsHandler implements IQueryHandler<ClientProducts> {
  constructor(
    private readonly clients: ClientsReadModel,
    private readonly pricing: PricingReadModel,
    private readonly locations: LocationsReadModel,
    private readonly inventory: InventoryReadModel,
    private readonly settings: SettingsReadModel,
    private readonly customFields: CustomFieldsService,
  ) {}

  async execute({ clientId, providerId }: ClientProducts) {
    const link = await this.clients.linkFor(providerId, clientId).catch(() => null);
    refuseUnlessLinkActive(link?.active ?? null);
    const [offers, location, settings, filterFields] = await Promise.all([
      this.pricing.productsForClient(providerId, clientId),
      this.locations.defaultLocation(providerId),
      this.settings.of(providerId),
      this.customFields.portalFilters(providerId),
    ]);
    // The fields the provider filters its catalog by, with the values among these products.
    const filters = portalFilters(filterFields, offers);
    const stock = location
      ? new Map(
          (
            await this.inventory.orderableAt(
              providerId,
              location.id,
              new Date().toISOString().slice(0, 10),
            )
          ).map((s) => [s.product_id, s]),
        )
      : null;
    // In words the number never leaves the server (business settings' portal_stock).
    const stockOf = (productId: string) => {
      const found = stock?.get(productId);
      return shownStock(
        settings.portalStock,
        stock ? (found?.current_stock ?? 0) : null,
        found?.minimum ?? null,
      );
    };
    return {
      location: location ? { id: location.id, name: location.name } : null,
      min_order_value: settings.minOrderValue,
      portal_stock: settings.portalStock,
      filters: filters.filters,
      products: offers.map((offer) => ({
        id: offer.id,
        name: offer.name,
        photo: offer.photo,
        thumbnail: offer.thumbnail,
        sku: offer.sku,
        price: offer.price,
        prices: offer.prices,
        // The ordering rules the client meets: its own for the product, else the product's.
        min_quantity: offer.min_quantity,
        case_pack: offer.case_pack,
        // The quantity breaks the client gets: its own for the product, else the product's.
        price_breaks: offer.price_breaks,
        // Only the filter fields' values: the other custom fields may be internal.
        filter_values: filters.valuesOf(offer.metadata),
        ...stockOf(offer.id),
      })),
    };
  }
}
