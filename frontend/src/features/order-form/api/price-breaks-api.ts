import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';

type Schemas = components['schemas'];

/**
 * The client's own quantity breaks (in place of the products'), for the staff's New order form,
 * which prices lines as the server will. Under the key the client page's changes refresh.
 */
export function useClientPriceBreaks(providerId: string, clientId: string | null) {
  return useQuery({
    queryKey: ['provider', providerId, 'price-breaks', { client_id: clientId }, 'order-form'],
    enabled: Boolean(clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['ClientPriceBreaksListResponse']>(
        `/provider/${providerId}/client_price_breaks?client_id=${encodeURIComponent(clientId!)}`,
        { signal },
      );
      return body?.price_breaks ?? [];
    },
  });
}
