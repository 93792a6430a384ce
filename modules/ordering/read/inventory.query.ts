import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../catalog';
import { LocationsService } from '../../locations';
import { Database } from '../../platform';

interface StockRow {
  location_id: string;
  product_id: string;
  current_stock: number;
  committed_stock: number;
}

/** Stock figures as the Inventory grid, the order forms and Product detail read them. */
@Injectable()
export class InventoryQuery {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly locations: LocationsService,
  ) {}

  /** One row per product and location that has stock recorded (spec 3, Inventory row). */
  async inventory(providerId: string) {
    const { rows } = await this.db.query<StockRow>(
      `SELECT location_id, product_id, current_stock, committed_stock
         FROM inventory WHERE provider_id = $1`,
      [providerId],
    );
    const products = new Map(
      (await this.products.byIds(providerId, [...new Set(rows.map((r) => r.product_id))])).map(
        (p) => [p.id, p],
      ),
    );
    return rows.flatMap((row) => {
      const product = products.get(row.product_id);
      if (!product) return [];
      return [
        {
          product_id: row.product_id,
          product_name: product.name,
          product_photo: product.photo,
          location_id: row.location_id,
          current_stock: row.current_stock,
          committed_stock: row.committed_stock,
          total_stock: row.current_stock + row.committed_stock,
          metadata: Object.fromEntries(
            Object.entries(product.metadata).map(([fieldId, value]) => [fieldId, { value }]),
          ),
        },
      ];
    });
  }

  /** What can still be promised at a location, per product (spec 3, Stock entry). */
  async stockAt(providerId: string, locationId: string) {
    const { rows } = await this.db.query<StockRow>(
      `SELECT product_id, current_stock FROM inventory WHERE provider_id = $1 AND location_id = $2`,
      [providerId, locationId],
    );
    return rows.map((row) => ({ product_id: row.product_id, current_stock: row.current_stock }));
  }

  /** A product's stock per location (spec 3, Product stock entry), by location name. */
  async productStock(providerId: string, productId: string) {
    const [{ rows }, locations] = await Promise.all([
      this.db.query<StockRow>(
        `SELECT location_id, current_stock, committed_stock FROM inventory
          WHERE provider_id = $1 AND product_id = $2`,
        [providerId, productId],
      ),
      this.locations.list(providerId),
    ]);
    const names = new Map(locations.map((location) => [location.id, location.name]));
    return rows
      .map((row) => ({
        location_id: row.location_id,
        location_name: names.get(row.location_id) ?? '',
        current_stock: row.current_stock,
        committed_stock: row.committed_stock,
      }))
      .sort((a, b) =>
        a.location_name.localeCompare(b.location_name, 'en', { sensitivity: 'base' }),
      );
  }
}
