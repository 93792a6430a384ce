/** A location's stock value. */
export class LocationValueResponse {
  location_id!: string;
  location_name!: string;
  /** In the provider's currency, to the cent. */
  value!: number;
}

/** What the stock was worth at `as_of`: per location (those with stock) and in total. */
export class StockValueResponse {
  as_of!: string;
  total!: number;
  locations!: LocationValueResponse[];
}

/** The cost of goods sold (shipments and OUT movements, at average cost) from `from` to `to`. */
export class CostOfGoodsResponse {
  from!: string;
  to!: string;
  cogs!: number;
}

export class ProductValueResponse {
  product_id!: string;
  product_name!: string;
  units!: number;
  value!: number;
  /** The moving-average unit cost, to a hundredth of a cent. */
  average_cost!: number;
}

export class ProductValuesResponse {
  products!: ProductValueResponse[];
}
