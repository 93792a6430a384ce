import { Query } from '@nestjs/cqrs';
import {
  ClientProductListResponse,
  ClientProductResponse,
} from '../../responses/client-product.response.dto';

/** A product the client may order, at its price, with what is still available. */
export type ClientProductView = ClientProductResponse;

/** A search of the catalog, and the page of what it finds (see ClientProductsRequest). */
export interface ClientProductsSearch {
  search?: string;
  limit?: number;
  offset?: number;
}

/**
 * What the client may order from a provider: active, available products at the client's
 * prices, with the stock still available at the provider's default location.
 */
export class ClientProducts extends Query<ClientProductListResponse> {
  constructor(
    readonly clientId: string,
    readonly providerId: string,
    readonly find: ClientProductsSearch = {},
  ) {
    super();
  }
}
