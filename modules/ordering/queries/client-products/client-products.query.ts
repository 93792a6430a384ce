import { Query } from '@nestjs/cqrs';
import { PriceOption } from '../../../clients';

/** A product the client may order, at its price, with what is still available. */
export interface ClientProductView {
  id: string;
  name: string;
  photo: string | null;
  thumbnail: string | null;
  price: number;
  prices: PriceOption[];
  /** Null when the provider has no default location: the order form then says so. */
  available: number | null;
}

/**
 * What the client may order from a provider: active, available products at the client's
 * prices, with the stock still available at the provider's default location.
 */
export class ClientProducts extends Query<{
  location: { id: string; name: string } | null;
  products: ClientProductView[];
}> {
  constructor(
    readonly clientId: string,
    readonly providerId: string,
  ) {
    super();
  }
}
