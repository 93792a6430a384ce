/**
 * What the live channel's changes do to the query cache: a pushed change is written into the
 * cached reads it concerns, and a read that may have missed one is read again. The screens'
 * live hooks decide which reads a change concerns; the socket pool (live-socket-pool.ts) brings
 * the changes.
 */
import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import { refusedForGood } from './api-client';

/**
 * Reads again every cached read that `filters` match and that is in use (the others are marked
 * stale). An invalidation restarts a read in flight, except a first one (no data yet), which it
 * shares: that one may have been answered before the change, so it is asked again once it lands.
 * A read refused for good (an unknown or malformed id) is left as it is.
 */
export function readAgain(queryClient: QueryClient, filters: QueryFilters): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll(filters)) {
    if (refusedForGood(query.state)) continue;
    if (query.state.fetchStatus === 'idle' || query.state.data !== undefined) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    const stop = cache.subscribe((event) => {
      if (event.query !== query || query.state.fetchStatus !== 'idle') return;
      stop();
      if (refusedForGood(query.state)) return;
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    });
  }
}

/**
 * Writes a pushed change into every cached read `filters` match. `update` answers the new data,
 * or undefined when the change cannot be placed from what is cached (then it is read again).
 * A read still on its way may have been answered before the change, and its answer would
 * overwrite it: it is read again too.
 */
export function writeLive<T>(
  queryClient: QueryClient,
  filters: QueryFilters,
  update: (data: T) => T | undefined,
): void {
  for (const [key, data] of queryClient.getQueriesData<T>(filters)) {
    const next = data === undefined ? undefined : update(data);
    if (next !== undefined && next !== data) queryClient.setQueryData(key, next);
    const reading = queryClient.isFetching({ queryKey: key, exact: true }) > 0;
    if ((data !== undefined && next === undefined) || reading)
      readAgain(queryClient, { queryKey: key, exact: true });
  }
}
