import { EntitySchema } from '@mikro-orm/core';
import { Metadata } from '../domain/custom-fields';
import type { PriceBreak } from '../domain/price-breaks';

export class Product {
  id!: string;
  providerId!: string;
  name!: string;
  /** numeric(12,2), kept as its exact decimal text. */
  price!: string;
  photo: string | null = null;
  active = true;
  metadata: Metadata = {};
  sku: string | null = null;
  barcode: string | null = null;
  trackLots = false;
  /** numeric(6,3) as its exact decimal text, percent; null: the provider's default rate. */
  taxRate: string | null = null;
  /** The fewest units a client's order line may hold; null: no minimum. */
  minQuantity: number | null = null;
  /** Units it is sold in multiples of; null: any. */
  casePack: number | null = null;
  /** Quantity-break prices, minimums rising; [] for none. */
  priceBreaks: PriceBreak[] = [];
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const ProductSchema = new EntitySchema<Product>({
  class: Product,
  tableName: 'catalog_products',
  properties: {
    id: { type: 'uuid', primary: true },
    providerId: { type: 'uuid' },
    name: { type: 'text' },
    price: { type: 'decimal', precision: 12, scale: 2 },
    photo: { type: 'text', nullable: true },
    active: { type: 'boolean' },
    metadata: { type: 'json' },
    sku: { type: 'text', nullable: true },
    barcode: { type: 'text', nullable: true },
    trackLots: { type: 'boolean', fieldName: 'track_lots' },
    taxRate: { type: 'decimal', precision: 6, scale: 3, nullable: true, fieldName: 'tax_rate' },
    minQuantity: { type: 'integer', nullable: true, fieldName: 'min_quantity' },
    casePack: { type: 'integer', nullable: true, fieldName: 'case_pack' },
    priceBreaks: { type: 'json', fieldName: 'price_breaks' },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date', onUpdate: () => new Date() },
  },
});
