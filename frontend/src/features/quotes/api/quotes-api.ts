import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

export type Quote = Schemas['QuoteResponse'];
export type QuoteLine = Schemas['QuoteLineResponse'];
export type QuoteState = Quote['state'];

export const QUOTE_STATES: readonly QuoteState[] = [
  'REQUESTED',
  'SENT',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
];

export const QUOTES_PAGE_SIZE = 50;

/** As the server holds them (modules/quotes/domain/quote.ts). */
export const MAX_QUOTE_QUANTITY = 1_000_000;
export const MAX_QUOTE_PRICE = 1_000_000_000;
export const MAX_QUOTE_NOTE = 1000;

// --- The client portal's: public, the link's key says whose (no token sent).

function clientQuotesKey(clientKey: string) {
  return ['client', clientKey, 'quotes'] as const;
}

export function useClientQuotes(clientKey: string, providerId: string | null) {
  return useQuery({
    queryKey: [...clientQuotesKey(clientKey), 'list', providerId],
    enabled: Boolean(providerId),
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['ClientQuotesResponse']>(
          `/client/${clientKey}/quotes?provider_id=${providerId}`,
          { signal, anonymous: true },
        )
      ).quotes,
    staleTime: 0,
  });
}

export function useClientQuote(clientKey: string, quoteId: string) {
  return useQuery({
    queryKey: [...clientQuotesKey(clientKey), quoteId],
    queryFn: ({ signal }) =>
      apiGet<Quote>(`/client/${clientKey}/quotes/${quoteId}`, { signal, anonymous: true }),
    staleTime: 0,
  });
}

export interface QuoteRequest {
  provider_id: string;
  lines: { product_id: string; quantity: number }[];
  note: string | null;
}

export function useRequestQuote(clientKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteRequest) =>
      apiPost<Quote>(`/client/${clientKey}/quotes`, body, { anonymous: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQuotesKey(clientKey) }),
  });
}

/** Accept or decline: each answers the quote, cached for its page. */
export function useAnswerQuote(clientKey: string, quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      apiPost<Quote>(`/client/${clientKey}/quotes/${quoteId}/${answer}`, undefined, {
        anonymous: true,
      }),
    onSuccess: (quote) => {
      queryClient.setQueryData([...clientQuotesKey(clientKey), quoteId], quote);
      void queryClient.invalidateQueries({ queryKey: ['client', clientKey] });
    },
  });
}

// --- The staff's.

function providerQuotesKey(providerId: string) {
  return ['provider', providerId, 'quotes'] as const;
}

export function useProviderQuotes(
  providerId: string,
  filters: { state: QuoteState | null; q: string },
  page: number,
) {
  return useQuery({
    queryKey: [...providerQuotesKey(providerId), 'list', filters.state, filters.q, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(QUOTES_PAGE_SIZE),
        offset: String(page * QUOTES_PAGE_SIZE),
      });
      if (filters.state) query.set('state', filters.state);
      if (filters.q) query.set('q', filters.q);
      return apiGet<Schemas['ProviderQuotesResponse']>(`/provider/${providerId}/quotes?${query}`, {
        signal,
      });
    },
  });
}

export function useProviderQuote(providerId: string, quoteId: string) {
  return useQuery({
    queryKey: [...providerQuotesKey(providerId), quoteId],
    queryFn: ({ signal }) => apiGet<Quote>(`/provider/${providerId}/quotes/${quoteId}`, { signal }),
  });
}

export interface QuoteRevision {
  lines?: { product_id: string; quantity: number; price: number }[];
  valid_until?: string | null;
  provider_note?: string | null;
}

/** Revise, send or withdraw: each answers the quote, cached for its page. */
export function useQuoteAction(providerId: string, quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'revise'; body: QuoteRevision } | { kind: 'send' | 'decline' },
    ) => {
      const path = `/provider/${providerId}/quotes/${quoteId}`;
      return action.kind === 'revise'
        ? apiPut<Quote>(path, action.body)
        : apiPost<Quote>(`${path}/${action.kind}`);
    },
    onSuccess: (quote) => {
      queryClient.setQueryData([...providerQuotesKey(providerId), quoteId], quote);
      void queryClient.invalidateQueries({ queryKey: [...providerQuotesKey(providerId), 'list'] });
    },
  });
}
