import type { PriceOption } from '../../clients';

/**
 * The client portal's order form, as the API answers it: what a client may order from a
 * provider. Described field by field for the OpenAPI document and the frontend's generated types.
 */

/** One price a product can be ordered at, with its label ("$10.00 (Default)"). */
export class PriceOptionResponse implements PriceOption {
  price!: number;
  label!: string;
  /** What the label says in brackets: the custom price's name, Custom, or Default. */
  note!: string;
}

/** A product the client may order, at its price, with what is still available. */
export class ClientProductResponse {
  id!: string;
  name!: string;
  photo!: string | null;
  thumbnail!: string | null;
  /** The provider's own stock-keeping code, when it gave one: buyers search by it. */
  sku!: string | null;
  /** The price that applies first. */
  price!: number;
  prices!: PriceOptionResponse[];
  /** Null when the provider has no default location: the order form then says so. */
  available!: number | null;
}

export class PortalLocationResponse {
  id!: string;
  name!: string;
}

export class ClientProductListResponse {
  /** The provider's default location, where the client's orders go; null when it has none. */
  location!: PortalLocationResponse | null;
  products!: ClientProductResponse[];
}
