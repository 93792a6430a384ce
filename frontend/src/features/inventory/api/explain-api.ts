import { useQuery } from '@tanstack/react-query';
import { inventoryQueryKey } from '../../../api/inventory';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';

/** The changes that made one cell's figures (as of a moment, as known at another). */
export type ExplainedBalance = components['schemas']['ExplainedBalanceResponse'];

/** The moment a figure is shown at: live (both undefined), or as of a moment, as known at another. */
export interface FigureMoment {
  asOf?: string;
  knownAt?: string;
}

/**
 * Explain this balance: the changes that made one product's figures at one location, oldest
 * first, with the running figures after each (the last are the figure shown). Read when asked
 * (`enabled`), and afresh under the stock key when stock moves.
 */
export function useExplainBalance(
  providerId: string,
  cell: { productId: string; locationId: string },
  moment: FigureMoment,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [
      ...inventoryQueryKey(providerId),
      'explain',
      cell.productId,
      cell.locationId,
      moment.asOf ?? null,
      moment.knownAt ?? null,
    ],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        product_id: cell.productId,
        location_id: cell.locationId,
      });
      if (moment.asOf) query.set('as_of', moment.asOf);
      if (moment.knownAt) query.set('known_at', moment.knownAt);
      const body = await apiGet<components['schemas']['ExplainBalanceResponse']>(
        `/provider/${providerId}/stock/explain?${query}`,
        { signal },
      );
      return body.balance;
    },
    enabled,
    staleTime: 0,
  });
}
