import { type Query, useQueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../lib/live-cache-writers';
import { useLive } from '../../../lib/live-socket-pool';
import { type LotsFilter, lotsQueryKey } from '../api/lots-api';

/** The filter of a read of a list of lots (undefined: a trace). */
const filterOf = (query: Query) =>
  query.queryKey[3] === 'list' ? (query.queryKey[4] as LotsFilter | undefined) : undefined;

/** A read of the lots as they stood at a moment (`?as_of=`): no change reaches it. */
const isPast = (query: Query) => Boolean(filterOf(query)?.asOf);

/**
 * A Lots screen's subscription to its provider's lots while it is shown: when lots of a stock
 * change (the server says so once its lots' read model has them), the lots reads in use (the
 * list, a product's lots, a lot's trace) are read again; the lots as of a past moment are not.
 * A list of lots is filtered, paged and sorted by expiry on the server, so it is read again
 * rather than patched in place. Where the channel is down, the screens show what they read.
 */
export function useLiveLots(providerId: string): void {
  const queryClient = useQueryClient();
  const live = { queryKey: lotsQueryKey(providerId), predicate: (query: Query) => !isPast(query) };
  useLive(
    { provider_id: providerId },
    {
      lots: ({ provider_id, stocks }) => {
        if (provider_id === providerId && stocks.length > 0) readAgain(queryClient, live);
      },
      // A product's units in no lot are its stock's figures less its lots': read again when
      // the figures land too (the two read models catch up one after the other).
      inventory: ({ provider_id, cells }) => {
        if (provider_id !== providerId) return;
        const products = new Set(cells.map((cell) => cell.product_id));
        readAgain(queryClient, {
          queryKey: lotsQueryKey(providerId),
          predicate: (query) => {
            const filter = filterOf(query);
            return !filter?.asOf && products.has(filter?.productId ?? '');
          },
        });
      },
      onSync: () => readAgain(queryClient, live),
    },
  );
}
