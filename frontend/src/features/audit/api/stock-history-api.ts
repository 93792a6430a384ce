import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { inventoryQueryKey } from '../../../api/inventory';
import type { components } from '../../../api/openapi-types';
import { saveBlob } from '../../../components/csv-actions';
import { i18n } from '../../../i18n';
import { apiBlob, apiGet } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { AUDIT } from '../messages';

/** One stock change as the ledger shows it. */
export type LedgerEntry = components['schemas']['LedgerEntryResponse'];
/** One lot a stock change moved. */
export type LedgerLotChange = components['schemas']['LedgerLotChangeResponse'];

/** capped: there are more than `total` rows (the server stops counting there). */
type HistoryAnswer = components['schemas']['StockHistoryResponse'];

/** A page of a product's ledger, and how many rows it has over every page. */
export interface LedgerPage {
  entries: LedgerEntry[];
  total: number;
  capped: boolean;
}

/** docs/product.md §9: lists of this size page by 50, as the movements do. */
export const LEDGER_PAGE_SIZE = 50;

/** The most rows one call answers: the chart plots the newest this many. */
export const CHART_ROWS = 1000;

const historyPath = (providerId: string, productId: string, knownAt?: string) =>
  `/provider/${providerId}/stock/history?product_id=${productId}${
    knownAt ? `&known_at=${encodeURIComponent(knownAt)}` : ''
  }`;

/**
 * Under the provider's stock reads: a movement or an adjustment made here refreshes the history
 * with the figures.
 */
function historyKey(providerId: string, productId: string) {
  return [...inventoryQueryKey(providerId), 'history', productId] as const;
}

async function readLedger(
  providerId: string,
  productId: string,
  limit: number,
  offset: number,
  signal: AbortSignal,
  knownAt?: string,
): Promise<LedgerPage> {
  const body = await apiGet<HistoryAnswer>(
    `${historyPath(providerId, productId, knownAt)}&limit=${limit}&offset=${offset}`,
    { signal },
  );
  const entries = body?.history ?? [];
  return {
    entries,
    total: body?.pagination?.total ?? entries.length,
    capped: body?.pagination?.capped ?? false,
  };
}

/**
 * A page (zero-based) of a product's stock changes, newest first; with `knownAt`, only those
 * recorded by then (the history as it was known at that moment).
 */
export function useLedgerPage(
  providerId: string,
  productId: string,
  page: number,
  knownAt?: string,
) {
  return useQuery({
    queryKey: [...historyKey(providerId, productId), 'page', page, knownAt ?? null],
    queryFn: ({ signal }) =>
      readLedger(providerId, productId, LEDGER_PAGE_SIZE, page * LEDGER_PAGE_SIZE, signal, knownAt),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The newest 1,000 changes of a product, for the chart; `total` says how many there are. */
export function useLedgerForChart(providerId: string, productId: string) {
  return useQuery({
    queryKey: [...historyKey(providerId, productId), 'chart'],
    queryFn: ({ signal }) => readLedger(providerId, productId, CHART_ROWS, 0, signal),
    staleTime: 0,
  });
}

/**
 * Downloads the whole of a product's ledger as stock-history.csv (format=csv: the same rows and
 * figures as the table).
 */
export function useExportLedgerCsv(providerId: string, productId: string) {
  return useMutation({
    mutationFn: () => apiBlob(`${historyPath(providerId, productId)}&format=csv`),
    onSuccess: (csv) => saveBlob(csv, 'stock-history.csv'),
    onError: () => notifyError(i18n.t(`${AUDIT}:toasts.exportFailed`)),
  });
}
