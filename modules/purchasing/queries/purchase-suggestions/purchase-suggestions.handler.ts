import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { ReorderPointsReadModel } from '../../../inventory';
import { Database } from '../../../platform';
import { bySupplier, quantityToBuy } from '../../domain/purchase-suggestion';
import { PurchaseOrdersReadModel } from '../../projections/purchase-orders/purchase-orders.read-model';
import { PurchaseSuggestions, StockOnOrder } from './purchase-suggestions.query';

/** The most low stocks one answer suggests for (the Low stock view's pages, all at once). */
const MAX_LOW_STOCKS = 1000;

interface PreferredRow {
  product_id: string;
  supplier_id: string;
  supplier_name: string;
  currency: string;
  unit_price: string;
  pack_size: number;
  min_order_quantity: number;
}

@QueryHandler(PurchaseSuggestions)
export class PurchaseSuggestionsHandler implements IQueryHandler<PurchaseSuggestions> {
  constructor(
    private readonly lowStock: ReorderPointsReadModel,
    private readonly orders: PurchaseOrdersReadModel,
    private readonly db: Database,
    private readonly products: ProductsService,
  ) {}

  async execute({ providerId, locationId }: PurchaseSuggestions) {
    const [{ rows: low }, onOrder] = await Promise.all([
      this.lowStock.lowStock(providerId, { locationId }, { limit: MAX_LOW_STOCKS, offset: 0 }),
      this.orders.onOrder(providerId, locationId),
    ]);
    const ids = [...new Set(low.map((row) => row.product_id))];
    const [{ rows: preferred }, products] = await Promise.all([
      this.db.query<PreferredRow>(
        `SELECT p.product_id, s.id AS supplier_id, s.name AS supplier_name, s.currency,
              p.unit_price::text AS unit_price, p.pack_size, p.min_order_quantity
         FROM purchasing_supplier_prices p
         JOIN purchasing_suppliers s ON s.id = p.supplier_id AND s.provider_id = p.provider_id
        WHERE p.provider_id = $1 AND p.preferred AND s.active
          AND p.product_id = ANY($2::uuid[])`,
        [providerId, ids],
      ),
      this.products.byIds(providerId, ids),
    ]);
    const skuOf = new Map(products.map((product) => [product.id, product.sku]));
    const supplierOf = new Map(preferred.map((row) => [row.product_id, row]));
    const ordered = new Map(onOrder.map((row) => [`${row.location_id}:${row.product_id}`, row]));
    const lines = low
      .map((row) => {
        const supplier = supplierOf.get(row.product_id) ?? null;
        const onOrderHere = ordered.get(`${row.location_id}:${row.product_id}`)?.on_order ?? 0;
        return {
          supplierId: supplier?.supplier_id ?? null,
          supplierName: supplier?.supplier_name ?? null,
          supplier,
          line: {
            product_id: row.product_id,
            product_name: row.product_name,
            sku: skuOf.get(row.product_id) ?? null,
            location_id: row.location_id,
            location_name: row.location_name,
            current_stock: row.current_stock,
            in_transit_stock: row.in_transit_stock,
            minimum: row.minimum,
            on_order: onOrderHere,
            quantity: quantityToBuy(
              row.suggested_quantity,
              onOrderHere,
              supplier
                ? { packSize: supplier.pack_size, minOrderQuantity: supplier.min_order_quantity }
                : null,
            ),
            unit_price: supplier ? Number(supplier.unit_price) : null,
            pack_size: supplier?.pack_size ?? 1,
            min_order_quantity: supplier?.min_order_quantity ?? 1,
          },
        };
      })
      // What is on order already covers it: nothing to buy.
      .filter((entry) => entry.line.quantity > 0);
    return {
      groups: bySupplier(lines).map((group) => ({
        supplier: group.lines[0].supplier
          ? {
              id: group.lines[0].supplier.supplier_id,
              name: group.lines[0].supplier.supplier_name,
              currency: group.lines[0].supplier.currency,
            }
          : null,
        lines: group.lines.map((entry) => entry.line),
      })),
    };
  }
}

@QueryHandler(StockOnOrder)
export class StockOnOrderHandler implements IQueryHandler<StockOnOrder> {
  constructor(private readonly orders: PurchaseOrdersReadModel) {}

  async execute({ providerId, locationId }: StockOnOrder) {
    return { on_order: await this.orders.onOrder(providerId, locationId) };
  }
}
