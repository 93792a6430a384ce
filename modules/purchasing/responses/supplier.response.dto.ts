import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_TERMS, type PaymentTerms } from '../../clients';

/** A supplier: whom the provider buys stock from. */
export class SupplierResponse {
  id!: string;
  name!: string;
  contact_name!: string | null;
  email!: string | null;
  phone!: string | null;
  /** ISO 4217: the currency of its prices. */
  currency!: string;
  /** Days from ordering to delivery. */
  lead_time_days!: number;
  @ApiProperty({ enum: PAYMENT_TERMS, nullable: true, type: String })
  payment_terms!: PaymentTerms | null;
  notes!: string | null;
  /** false: archived, hidden from the list unless asked for. */
  active!: boolean;
  /** How many products it has a price for. */
  price_count!: number;
  created_at!: string;
  updated_at!: string;
}

export class SupplierAnswer {
  supplier!: SupplierResponse;
}

/** A page of the provider's suppliers by name, and how many match. */
export class SuppliersResponse {
  suppliers!: SupplierResponse[];
  total!: number;
}

export class SupplierPriceSupplierResponse {
  id!: string;
  name!: string;
  currency!: string;
  active!: boolean;
}

export class SupplierPriceProductResponse {
  id!: string;
  name!: string;
  sku!: string | null;
}

/** What a supplier charges for a product. */
export class SupplierPriceResponse {
  supplier!: SupplierPriceSupplierResponse;
  product!: SupplierPriceProductResponse;
  /** The supplier's own code for the product. */
  supplier_sku!: string | null;
  /** Per unit, an exact decimal string ("12.50") in `currency`. */
  unit_price!: string;
  /** The supplier's currency. */
  currency!: string;
  /** Units in a pack. */
  pack_size!: number;
  /** The fewest units an order may take: whole packs. */
  min_order_quantity!: number;
  /** The product's preferred supplier (one at most per product). */
  preferred!: boolean;
  updated_at!: string;
}

export class SupplierPriceAnswer {
  price!: SupplierPriceResponse;
}

/** A supplier's prices by product name, and how many match; or a product's suppliers. */
export class SupplierPricesResponse {
  prices!: SupplierPriceResponse[];
  total!: number;
}
