import type { ProviderCard } from '../infrastructure/providers-directory';

/**
 * Who a provider is, as the API answers it (its name and contact email), described for the
 * OpenAPI document and the frontend's generated types; it implements the directory's card.
 */
export class ProviderCardResponse implements ProviderCard {
  id!: string;
  name!: string;
  email!: string | null;
}

export class OneProviderCardResponse {
  provider!: ProviderCardResponse;
}
