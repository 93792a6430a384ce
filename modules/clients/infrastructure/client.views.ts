import { Metadata } from '../../catalog';
import { Client } from './clients.entities';
import { AvailabilityView, PricingView } from './pricing.views';

/** Clients and their links as the API shows them (spec section 3, Client and ProviderClient). */
export interface ClientSummary {
  id: string;
  name: string;
  email: string;
  address: string | null;
  metadata: Metadata;
}

export interface ClientView extends ClientSummary {
  client_product_price: PricingView[];
  client_product_availability: AvailabilityView[];
}

export interface ProviderClientView {
  id: string;
  active: boolean;
  provider: { id: string; name: string };
  client: ClientSummary;
}

export const clientSummary = (client: Client): ClientSummary => ({
  id: client.id,
  name: client.name,
  email: client.email,
  address: client.address,
  metadata: client.metadata ?? {},
});
