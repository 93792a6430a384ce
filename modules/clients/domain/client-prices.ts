/**
 * What a client may order and at what price (docs/product.md §4): the first custom price if there
 * is one, else the product's default price; a client with availability rows may order only those
 * products, one without any may order every active product.
 */
export interface PricedProduct {
  id: string;
  price: number;
}

export interface CustomPrice {
  product_id: string;
  name: string | null;
  price: number;
}

export interface PriceOption {
  price: number;
  label: string;
  /**
   * What the label says in brackets: the custom price's name, Custom, or Default. A screen that
   * writes the amount in the provider's currency writes the label again from it.
   */
  note: string;
}

export function money(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** The prices a product offers a client, the one that applies first. */
export function priceOptions(
  product: PricedProduct,
  customPrices: readonly CustomPrice[],
): PriceOption[] {
  const custom = customPrices
    .filter((custom) => custom.product_id === product.id)
    .map((custom) => {
      const note = custom.name || 'Custom';
      return { price: custom.price, label: `${money(custom.price)} (${note})`, note };
    });
  return [
    ...custom,
    { price: product.price, label: `${money(product.price)} (Default)`, note: 'Default' },
  ];
}

/** Whether the client may order the product, given the client's availability rows. */
export function isAvailable(productId: string, availableProductIds: ReadonlySet<string>): boolean {
  return availableProductIds.size === 0 || availableProductIds.has(productId);
}

/** The orderable products for a client, each with its price options and the price that applies. */
export function productsForClient<P extends PricedProduct>(
  activeProducts: readonly P[],
  customPrices: readonly CustomPrice[],
  availableProductIds: ReadonlySet<string>,
): (P & { prices: PriceOption[]; default_price: number })[] {
  return activeProducts
    .filter((product) => isAvailable(product.id, availableProductIds))
    .map((product) => {
      const prices = priceOptions(product, customPrices);
      return { ...product, default_price: product.price, price: prices[0].price, prices };
    });
}
