import type { BenchApp } from './bench-app';

/** What a portal bench orders from: the provider's location Main, and its client's link. */
export interface PortalShop {
  locationId: string;
  clientId: string;
  /** The client's portal key: `/api/client/{key}/…`. */
  key: string;
}

/** Through the API, as the bench's owner: a location, the client Corner Deli and its link. */
export async function openPortalShop(bench: BenchApp): Promise<PortalShop> {
  const provider = `/api/provider/${bench.providerId}`;
  const { location } = await bench.call<{ location: { id: string } }>(
    'POST',
    `${provider}/location`,
    JSON.stringify({ name: 'Main' }),
  );
  const { client } = await bench.call<{ client: { id: string } }>(
    'POST',
    `${provider}/client`,
    JSON.stringify({ name: 'Corner Deli', email: 'orders@corner-deli.example' }),
  );
  const { link_key: key } = await bench.call<{ link_key: string }>(
    'GET',
    `${provider}/client/${client.id}/link`,
  );
  return { locationId: location.id, clientId: client.id, key };
}
