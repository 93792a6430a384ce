/**
 * The columns of the suppliers' and the supplier prices' CSV files: the exports write them and
 * the imports read them, so that an edited export goes straight back in.
 */
export const SUPPLIER_COLUMNS = [
  'name',
  'contact_name',
  'email',
  'phone',
  'currency',
  'lead_time_days',
  'payment_terms',
  'notes',
  'active',
] as const;

/** A price names its supplier by name and its product by SKU; `product` and `currency` are read and ignored. */
export const SUPPLIER_PRICE_COLUMNS = [
  'supplier',
  'sku',
  'product',
  'supplier_sku',
  'unit_price',
  'currency',
  'pack_size',
  'min_order_quantity',
  'preferred',
] as const;

export const SUPPLIER_PRICE_REQUIRED = ['supplier', 'sku', 'unit_price'] as const;
