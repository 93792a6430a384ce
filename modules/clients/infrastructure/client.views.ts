import {
  ClientResponse,
  ClientSummaryResponse,
  ProviderClientResponse,
} from '../responses/client.response.dto';
import { Client } from './clients.entities';

/**
 * Clients and their links as the API shows them (docs/product.md §3, Client and ProviderClient).
 */
export type ClientSummary = ClientSummaryResponse;
export type ClientView = ClientResponse;
export type ProviderClientView = ProviderClientResponse;

export const clientSummary = (client: Client): ClientSummary => ({
  id: client.id,
  name: client.name,
  email: client.email,
  address: client.address,
  metadata: client.metadata ?? {},
  tax_id: client.taxId,
  tax_exempt: client.taxExempt,
});
