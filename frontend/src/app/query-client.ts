import { QueryClient } from '@tanstack/react-query';
import { isFinalAnswer, refusedForGood } from '../lib/api-client';

/** The app's query client: how long reads stay fresh, and when they are asked again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Most screens show data that changes through this app, whose pushes refresh it; avoid
        // refetching on every mount in between.
        staleTime: 30_000,
        // A 4xx answer (an unknown or malformed id, a refusal) is final: retried, it would only
        // hold a "not found" page back by a backoff. One retry still covers a dropped connection
        // or a server hiccup without making an error screen wait for several backoffs.
        retry: (failures, error) => failures < 1 && !isFinalAnswer(error),
        // Back online, every screen on display reads its data again: what it shows was read
        // before the network went, however recently. Not a "not found" page, nor on focus.
        refetchOnReconnect: (query) => (refusedForGood(query.state) ? false : 'always'),
        refetchOnWindowFocus: (query) => !refusedForGood(query.state),
      },
    },
  });
}
