import { PriceBreakResponse } from '../../catalog';
import { PaginationResponse } from '../../platform';

/**
 * Clients, their links, custom prices and availability as the API answers them (docs/product.md §3,
 * Client, ProviderClient, ClientProductPrice, ClientProductAvailability), as classes so that the
 * OpenAPI document describes the answers field by field and the frontend's types are generated
 * from it. The read side's views are these shapes.
 */

/** A client or product as a price or availability row names it. */
export class NamedRefResponse {
  id!: string;
  name!: string;
}

export class PricedProductResponse {
  id!: string;
  name!: string;
  /** The product's own (default) price. */
  price!: number;
}

export class CustomPriceResponse {
  id!: string;
  client_id!: string;
  product_id!: string;
  client!: NamedRefResponse;
  product!: PricedProductResponse;
  /** An optional label, shown beside the price. */
  name!: string | null;
  price!: number;
}

export class AvailabilityResponse {
  id!: string;
  client_id!: string;
  product_id!: string;
  client!: NamedRefResponse;
  product!: NamedRefResponse;
}

export class ClientSummaryResponse {
  id!: string;
  name!: string;
  email!: string;
  address!: string | null;
  /** Custom field id to value; {} when none. */
  metadata!: Record<string, string | number | boolean>;
  /** The client's tax id (VAT number, EIN…), printed on its documents; null for none. */
  tax_id!: string | null;
  /** Whether the client's orders are tax exempt: their lines are placed at a rate of 0. */
  tax_exempt!: boolean;
}

export class ClientResponse extends ClientSummaryResponse {
  client_product_price!: CustomPriceResponse[];
  client_product_availability!: AvailabilityResponse[];
}

/** The link between the provider and a client; `active` is the client's Enabled flag. */
export class ProviderClientResponse {
  id!: string;
  active!: boolean;
  provider!: NamedRefResponse;
  client!: ClientSummaryResponse;
}

export class OneClientResponse {
  client!: ClientResponse;
}

export class NewClientResponse {
  client!: ClientResponse;
  provider_client!: ProviderClientResponse;
}

export class ProviderClientListResponse {
  provider_clients!: ProviderClientResponse[];
  pagination!: PaginationResponse;
}

export class OneProviderClientResponse {
  provider_client!: ProviderClientResponse;
}

/** The answer of enabling or disabling a client (its key as the code has always named it). */
export class ProviderClientChangedResponse {
  providerClient!: ProviderClientResponse;
}

export class OneCustomPriceResponse {
  pricing!: CustomPriceResponse;
}

export class CustomPriceListResponse {
  pricing!: CustomPriceResponse[];
}

export class OneAvailabilityResponse {
  availability!: AvailabilityResponse;
}

export class AvailabilityListResponse {
  availability!: AvailabilityResponse[];
}

/** A product as a client's order rules name it, with its own rules beside the client's. */
export class RulesProductResponse {
  id!: string;
  name!: string;
  /** The product's own minimum order quantity; null: none. */
  min_quantity!: number | null;
  /** The product's own case pack; null: none. */
  case_pack!: number | null;
}

/**
 * A client's own ordering rules for a product, in place of the product's: both fields together,
 * a null being no rule for this client.
 */
export class OrderRulesResponse {
  id!: string;
  client_id!: string;
  product_id!: string;
  client!: NamedRefResponse;
  product!: RulesProductResponse;
  /** The fewest units the client's order line may hold (0 aside); null: no minimum. */
  min_quantity!: number | null;
  /** Units the client orders it in multiples of; null: any whole number. */
  case_pack!: number | null;
}

/** A product as a client's price breaks name it, with its own price and breaks beside them. */
export class BreaksProductResponse {
  id!: string;
  name!: string;
  price!: number;
  price_breaks!: PriceBreakResponse[];
}

/** A client's own quantity breaks for a product, in place of the product's whole. */
export class ClientPriceBreaksResponse {
  id!: string;
  client_id!: string;
  product_id!: string;
  client!: NamedRefResponse;
  product!: BreaksProductResponse;
  /** Minimums rising; [] means no breaks for this client, whatever the product has. */
  price_breaks!: PriceBreakResponse[];
}

export class OneClientPriceBreaksResponse {
  price_breaks!: ClientPriceBreaksResponse;
}

export class ClientPriceBreaksListResponse {
  price_breaks!: ClientPriceBreaksResponse[];
}

export class OneOrderRulesResponse {
  order_rules!: OrderRulesResponse;
}

export class OrderRulesListResponse {
  order_rules!: OrderRulesResponse[];
}
