import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomFieldsService, ProductsService, portalFilters } from '../../../catalog';
import { ClientsReadModel, PricingReadModel } from '../../../clients';
import { InventoryReadModel } from '../../../inventory';
import { LocationsReadModel } from '../../../locations';
import { SettingsReadModel } from '../../../settings';
import { productsFound, searchWords } from '../../domain/catalog-search';
import { refuseUnlessLinkActive } from '../../domain/client-link';
import { shownStock } from '../../domain/portal-stock';
import { ClientProducts } from './client-products.query';

/** A product's stock at the default location, as the inventory's read model answers it. */
type StockAt = Awaited<ReturnType<InventoryReadModel['orderableAt']>>[number];

@QueryHandler(ClientProducts)
export class ClientProductsHandler implements IQueryHandler<ClientProducts> {
  constructor(
    private readonly clients: ClientsReadModel,
    private readonly pricing: PricingReadModel,
    private readonly locations: LocationsReadModel,
    private readonly inventory: InventoryReadModel,
    private readonly settings: SettingsReadModel,
    private readonly customFields: CustomFieldsService,
    private readonly products: ProductsService,
  ) {}

  async execute({ clientId, providerId, find }: ClientProducts) {
    const link = await this.clients.linkFor(providerId, clientId).catch(() => null);
    refuseUnlessLinkActive(link?.active ?? null);
    const words = searchWords(find.search);
    const paged = find.limit !== undefined || words.length > 0;
    const today = new Date().toISOString().slice(0, 10);
    const located = this.locations.defaultLocation(providerId);
    // A search or a page reads the catalog's names (kept in memory while the catalog does not
    // change) and which products are in stock, keeps what is found, offered to the client and
    // listed, and reads in full only the page of it asked for. All of it is read at once.
    const [location, settings, filterFields, search] = await Promise.all([
      located,
      this.settings.of(providerId),
      this.customFields.portalFilters(providerId),
      paged
        ? Promise.all([
            this.products.activeNames(providerId),
            this.pricing.termsFor(providerId, clientId),
            located.then((at) =>
              at ? this.inventory.orderableIdsAt(providerId, at.id, today) : null,
            ),
          ])
        : null,
    ]);
    const stockAt = async (ids?: readonly string[]) =>
      location
        ? new Map(
            (await this.inventory.orderableAt(providerId, location.id, today, ids)).map((s) => [
              s.product_id,
              s,
            ]),
          )
        : null;
    // In words the number never leaves the server (business settings' portal_stock).
    const stockIn = (stock: Map<string, StockAt> | null) => (productId: string) => {
      const found = stock?.get(productId);
      return shownStock(
        settings.portalStock,
        stock ? (found?.current_stock ?? 0) : null,
        found?.minimum ?? null,
      );
    };

    let offers: Awaited<ReturnType<PricingReadModel['productsForClient']>>;
    let stockOf: ReturnType<typeof stockIn>;
    let total: number;
    if (search) {
      const [names, terms, inStock] = search;
      // Listed: what is in stock (in words too: out of stock is seen in the whole catalog, not
      // in a page of what can be ordered); every product where there is no stock to read.
      const shown = productsFound(names, words).filter(
        (p) => (terms?.offered(p.id) ?? true) && (inStock?.has(p.id) ?? true),
      );
      const offset = find.offset ?? 0;
      const page = shown.slice(offset, offset + (find.limit ?? shown.length)).map((p) => p.id);
      const [products, stock] = await Promise.all([
        this.products.byIds(providerId, page),
        stockAt(page),
      ]);
      // In the page's order; the terms read above price them.
      const at = new Map(page.map((id, i) => [id, i]));
      products.sort((x, y) => at.get(x.id)! - at.get(y.id)!);
      offers = terms ? terms.offers(products) : [];
      stockOf = stockIn(stock);
      total = shown.length;
    } else {
      [offers, stockOf] = await Promise.all([
        this.pricing.productsForClient(providerId, clientId),
        stockAt().then(stockIn),
      ]);
      // What can be ordered: in stock, or anything where there is no stock to read.
      total = offers.filter((offer) => stockOf(offer.id).availability !== 'out_of_stock').length;
    }
    // The fields the provider filters its catalog by, with the values among these products.
    const filters = portalFilters(filterFields, offers);
    return {
      location: location ? { id: location.id, name: location.name } : null,
      min_order_value: settings.minOrderValue,
      portal_stock: settings.portalStock,
      filters: filters.filters,
      total,
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
