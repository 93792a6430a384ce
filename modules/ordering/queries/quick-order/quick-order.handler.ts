import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { ClientsReadModel, PricingReadModel } from '../../../clients';
import { InventoryReadModel, MAX_QUANTITY } from '../../../inventory';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';
import { SettingsReadModel } from '../../../settings';
import { refuseUnlessLinkActive } from '../../domain/client-link';
import { QuickOrder } from './quick-order.query';
import type { QuickOrderResponse } from './quick-order.response.dto';
import { judgeQuickOrder, skuKey } from './quick-order.verdicts';

@QueryHandler(QuickOrder)
export class QuickOrderHandler implements IQueryHandler<QuickOrder> {
  constructor(
    private readonly db: Database,
    private readonly clients: ClientsReadModel,
    private readonly pricing: PricingReadModel,
    private readonly products: ProductsService,
    private readonly locations: LocationsReadModel,
    private readonly inventory: InventoryReadModel,
    private readonly settings: SettingsReadModel,
  ) {}

  /**
   * Two round trips whatever the lines: the link, the client's terms, the default location and
   * how the provider shows stock together, beside the products the SKUs name (the SKU index, then
   * those rows); then the stock of the products the client may order, at that location alone.
   * The products are priced, filtered and given their ordering rules by the same terms as the New
   * order page's (PricingReadModel's `offers`).
   */
  async execute({ clientId, providerId, lines }: QuickOrder): Promise<QuickOrderResponse> {
    const keys = [...new Set(lines.map((line) => skuKey(line.sku)))];
    const [[linkActive, terms, location, settings], named] = await Promise.all([
      this.db.readTogether(
        this.clients.linkActiveRead(providerId, clientId),
        this.pricing.termsForRead(providerId, clientId),
        this.locations.defaultLocationRead(providerId),
        this.settings.settingsRead([providerId]),
      ),
      this.products.bySkus(providerId, keys),
    ]);
    // No terms: the provider has no such client, whatever the link says.
    refuseUnlessLinkActive(terms === null ? null : linkActive);
    const offered = terms!.offers(named);
    const stock =
      location && offered.length > 0
        ? new Map(
            (
              await this.inventory.orderableAt(
                providerId,
                location.id,
                new Date().toISOString().slice(0, 10),
                offered.map((product) => product.id),
              )
            ).map((row) => [row.product_id, row.current_stock]),
          )
        : location
          ? new Map<string, number>()
          : null;
    const known = new Set(
      named.flatMap((product) => (product.sku === null ? [] : [skuKey(product.sku)])),
    );
    return {
      lines: judgeQuickOrder(lines, {
        known,
        offered,
        stock,
        stockInWords: settings.get(providerId)?.portalStock === 'words',
        maxQuantity: MAX_QUANTITY,
      }),
    };
  }
}
