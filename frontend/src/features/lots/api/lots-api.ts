import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet } from '../../../lib/api-client';

type Schemas = components['schemas'];
export type LotRow = Schemas['LotResponse'];
export type UnlottedRow = Schemas['UnlottedStockResponse'];
export type LotMovementRow = Schemas['LotMovementResponse'];
export type LotTakerRow = Schemas['LotTakerResponse'];
type LotList = Schemas['LotListResponse'];
type LotTrace = Schemas['LotTraceResponse'];

export const LOTS_PAGE_SIZE = 100;

/** How far ahead "expiring soon" looks unless the viewer says otherwise. */
export const DEFAULT_EXPIRING_DAYS = 30;

export function lotsQueryKey(providerId: string) {
  return ['provider', providerId, 'lots'] as const;
}

export interface LotsFilter {
  productId?: string;
  locationId?: string;
  /** Only lots expiring within this many days (expired included). */
  expiringWithinDays?: number;
  /** The lots' figures as of this moment (ISO). */
  asOf?: string;
  /** With asOf: as known at this moment (ISO); none: as known now. */
  knownAt?: string;
}

/** GET …/lots: the lots holding units, earliest expiry first; with a product, its units in no lot. */
export function useLots(providerId: string, filter: LotsFilter, page = 0) {
  return useQuery({
    queryKey: [...lotsQueryKey(providerId), 'list', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(LOTS_PAGE_SIZE),
        offset: String(page * LOTS_PAGE_SIZE),
      });
      if (filter.productId) query.set('product_id', filter.productId);
      if (filter.locationId) query.set('location_id', filter.locationId);
      if (filter.expiringWithinDays !== undefined)
        query.set('expiring_within_days', String(filter.expiringWithinDays));
      if (filter.asOf) query.set('as_of', filter.asOf);
      if (filter.asOf && filter.knownAt) query.set('known_at', filter.knownAt);
      return apiGet<LotList>(`/provider/${providerId}/lots?${query}`, { signal });
    },
  });
}

/** GET …/lots/{lot_code}/trace: where the lot went (a recall). */
export function useLotTrace(providerId: string, lotCode: string | null) {
  return useQuery({
    queryKey: [...lotsQueryKey(providerId), 'trace', lotCode],
    enabled: Boolean(lotCode),
    queryFn: ({ signal }) =>
      apiGet<LotTrace>(`/provider/${providerId}/lots/${encodeURIComponent(lotCode!)}/trace`, {
        signal,
      }),
  });
}
