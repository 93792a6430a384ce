import { useQuery } from '@tanstack/react-query';
import { type OrderList, ordersQueryKey, type TransactionType } from '../../../api/orders';
import { apiGet } from '../../../lib/api-client';

/** docs/product.md §9: movements show 50 per page. */
export const MOVEMENTS_PAGE_SIZE = 50;

/** The Movements filters; null / empty means no filter. Dates are YYYY-MM-DD. */
export interface MovementFilter {
  locationId: string | null;
  type: TransactionType | null;
  startDate: string;
  endDate: string;
  /** A number or a client's name, trimmed. */
  search?: string;
}

/** docs/product.md §5: a start date after the end date is refused before asking the server. */
export function datesInOrder(filter: Pick<MovementFilter, 'startDate' | 'endDate'>): boolean {
  return !filter.startDate || !filter.endDate || filter.startDate <= filter.endDate;
}

function filterQuery(filter: MovementFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.locationId) query.set('location_id', filter.locationId);
  if (filter.startDate) query.set('startDate', filter.startDate);
  if (filter.endDate) query.set('endDate', filter.endDate);
  if (filter.search) query.set('search', filter.search);
  return query;
}

function movementsQuery(filter: MovementFilter, page: number): string {
  const query = filterQuery(filter);
  query.set('limit', String(MOVEMENTS_PAGE_SIZE));
  query.set('offset', String(page * MOVEMENTS_PAGE_SIZE));
  return query.toString();
}

/** The CSV export of every row the filter matches, not only a page (the Export CSV button). */
export function movementsExportPath(providerId: string, filter: MovementFilter): string {
  const query = filterQuery(filter).toString();
  return `/provider/${providerId}/orders/export.csv${query ? `?${query}` : ''}`;
}

/**
 * One page (zero-based) of the provider's orders and movements matching the filter, newest
 * first. It sits under the provider's orders key, so placing or updating an order refreshes it.
 */
export function useMovementsPage(providerId: string, filter: MovementFilter, page: number) {
  return useQuery({
    queryKey: [...ordersQueryKey(providerId), 'movements', filter, page],
    enabled: datesInOrder(filter),
    queryFn: async ({ signal }) => {
      const body = await apiGet<OrderList>(
        `/provider/${providerId}/orders?${movementsQuery(filter, page)}`,
        { signal },
      );
      return { orders: body?.orders ?? [], total: body?.pagination?.total ?? 0 };
    },
  });
}
