import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { components } from '../../../api/openapi-types';
import type { TransactionType } from '../../../api/orders';
import { i18n } from '../../../i18n';
import { ApiError, apiGet, apiPost, serverMessage } from '../../../lib/api-client';
import { takeEarlyRead } from '../../../lib/early-read';
import { type CatalogPage, clientProductsPath } from './catalog-page';

export { FIRST_PAGE } from './catalog-page';

import { ORDER_FORM } from '../messages';
import type { PriceBreak } from '../price-breaks';

type Schemas = components['schemas'];

/**
 * One price a product can be ordered at, with its label (docs/product.md §4: "$10.00 (Default)").
 */
export type PriceOption = Pick<Schemas['PriceOptionResponse'], 'price' | 'label'>;

/** A product's stock in words (the client portal): in stock, low, or out of stock. */
export type Availability = NonNullable<Schemas['ClientProductResponse']['availability']>;

/** A row of the order form: a product with its prices and, when stock is known, its stock. */
export interface OrderFormProduct {
  id: string;
  name: string;
  photo: string | null;
  thumbnail?: string | null;
  /** The provider's stock-keeping code: shown on the portal's cards, and searched. */
  sku?: string | null;
  /** The price that applies first; more than one makes a price dropdown (provider). */
  prices: PriceOption[];
  /**
   * Units that may still be ordered; null when unknown (shown as Available: —), or kept to the
   * provider (the portal shows `availability` in words).
   */
  available: number | null;
  /** The stock in words, where the portal's server says it (null or absent: not known). */
  availability?: Availability | null;
  /** The product keeps stock per lot: an inbound line names its lot (and expiry). */
  trackLots?: boolean;
  /**
   * Its ordering rules for the client (issue 37): the fewest units a line may hold and the units
   * it is ordered in multiples of; absent or null: none.
   */
  minQuantity?: number | null;
  casePack?: number | null;
  /**
   * Its quantity-break prices for the client (its own, else the product's): the price that
   * applies is lowered to the break a line's quantity reaches. Absent: none.
   */
  priceBreaks?: PriceBreak[];
}

/** One line of the order creation payload (docs/product.md §3). */
export interface OrderLine {
  id: string;
  quantity: number;
  price?: number;
  /** Lot-tracked products: the lot received into (IN) or taken from (blank: first expiry first). */
  lot_code?: string;
  /** An inbound line's expiry date, YYYY-MM-DD. */
  expiry_date?: string;
}

/** The order creation payload (docs/product.md §3), sent as a JSON string under `order`. */
export interface OrderPayload {
  providerId: string;
  locationId: string | null;
  clientId?: string | null;
  transaction_type: TransactionType;
  products: OrderLine[];
  notes?: string | null;
}

/**
 * docs/product.md §8: the server's details.message, else its error (or message), else the generic
 * text (in the language on screen when the order fails).
 */
export function orderFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { details?: { message?: unknown } } | undefined;
    const detail = body?.details?.message;
    if (typeof detail === 'string' && detail) return detail;
    const message = serverMessage(error.body);
    if (message) return message;
  }
  return i18n.t('toasts.failed', { ns: ORDER_FORM });
}

/**
 * docs/product.md §4: custom prices first ("$p (name)" or "(Custom)"), then "$p (Default)"; `money`
 * writes a price (the provider's currency), `t` the words in the language on screen.
 */
export function priceOptions(
  defaultPrice: number,
  custom: { price: number; name: string | null }[],
  money: (amount: number) => string,
  t: TFunction<'order-form'>,
): PriceOption[] {
  const option = (price: number, note: string) => ({
    price,
    label: t('prices.option', { price: money(price), note }),
  });
  return [
    ...custom.map((each) => option(Number(each.price), each.name || t('prices.custom'))),
    option(Number(defaultPrice), t('prices.default')),
  ];
}

/**
 * A price's note as the portal's server sends it (modules/clients/domain/client-prices.ts): the
 * custom price's own name, or the fixed word Custom or Default, which is put in the reader's
 * language. (A custom price its provider named "Default" reads as the default's word: the same
 * word in English.)
 */
export function priceNote(note: string, t: TFunction<'order-form'>): string {
  if (note === 'Default') return t('prices.default');
  if (note === 'Custom') return t('prices.custom');
  return note;
}

/**
 * POST /api/order. A provider sends its token; the client portal sends none (anonymous), the
 * client id of the link is in the payload. Placing changes orders and stock: the provider's or
 * the client's cached data is refreshed.
 */
export function usePlaceOrder(as: 'provider' | 'client') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: OrderPayload) => {
      const body = await apiPost<Schemas['PlacedOrderResponse']>(
        '/order',
        { order: JSON.stringify(payload) },
        { anonymous: as === 'client' },
      );
      return body.order;
    },
    onSuccess: (_order, payload) => {
      if (as === 'provider') {
        void queryClient.invalidateQueries({ queryKey: ['provider', payload.providerId] });
      } else if (payload.clientId) {
        void queryClient.invalidateQueries({ queryKey: ['client', payload.clientId] });
      }
    },
  });
}

// --- The provider's form: clients, products, prices, availability and stock.

export type CatalogProduct = Schemas['ProductResponse'];

/** The provider's clients (up to 1000), for the client select. */
export function useOrderClients(providerId: string) {
  return useQuery({
    queryKey: ['provider', providerId, 'clients', 'order-form'],
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['ProviderClientListResponse']>(
        `/provider/${providerId}/provider_clients?limit=1000`,
        { signal },
      );
      return body?.provider_clients ?? [];
    },
  });
}

/** Every product (up to 1000) with its custom field values, for the form and its filters. */
export function useOrderProducts(providerId: string) {
  return useQuery({
    queryKey: ['provider', providerId, 'products', 'order-form'],
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['ProductListResponse']>(
        `/provider/${providerId}/products?limit=1000&include_metadata=true`,
        { signal },
      );
      return body?.products ?? [];
    },
  });
}

/** The client's custom prices, in the order they were made (the first one applies). */
export function useClientPrices(providerId: string, clientId: string | null) {
  return useQuery({
    queryKey: ['provider', providerId, 'pricing', { client_id: clientId }, 'order-form'],
    enabled: Boolean(clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['CustomPriceListResponse']>(
        `/provider/${providerId}/client_product_price?client_id=${encodeURIComponent(clientId!)}`,
        { signal },
      );
      return body?.pricing ?? [];
    },
  });
}

/** The products made available to the client; none means every active product. */
export function useClientAvailability(providerId: string, clientId: string | null) {
  return useQuery({
    queryKey: ['provider', providerId, 'availability', { client_id: clientId }, 'order-form'],
    enabled: Boolean(clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['AvailabilityListResponse']>(
        `/provider/${providerId}/client_product_availability?client_id=${encodeURIComponent(clientId!)}`,
        { signal },
      );
      return body?.availability ?? [];
    },
  });
}

/** Current stock per product at one location; a product without an entry has none. */
export function useLocationStock(providerId: string, locationId: string | null) {
  return useQuery({
    queryKey: ['provider', providerId, 'stock', locationId],
    enabled: Boolean(locationId),
    // Stock moves with every order: ask again each time the form opens.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['StockAtLocationResponse']>(
        `/provider/${providerId}/stock?location_id=${encodeURIComponent(locationId!)}`,
        { signal },
      );
      return new Map((body?.stock ?? []).map((entry) => [entry.product_id, entry.current_stock]));
    },
  });
}

// --- The client portal's form.

export type ClientProduct = Schemas['ClientProductResponse'];

/**
 * What the client may order from the provider, at the client's prices, with the stock still
 * available at the provider's default location (`location` null when the provider has none):
 * the whole catalog, or with `page` a page of it (a search's, on the server) while the whole is
 * on its way.
 */
export function useClientProducts(
  clientId: string,
  providerId: string | null,
  page?: CatalogPage,
  enabled = true,
) {
  return useQuery({
    queryKey: ['client', clientId, 'products', providerId, page ?? 'all'],
    enabled: Boolean(providerId) && enabled,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const path = clientProductsPath(clientId, providerId!, page);
      // Started with the page (src/lib/early-read.ts); read again if it failed.
      const body =
        (await takeEarlyRead<Schemas['ClientProductListResponse']>(path, '')) ??
        (await apiGet<Schemas['ClientProductListResponse']>(path, { signal, anonymous: true }));
      return {
        products: body?.products ?? [],
        // How many products the catalog lists (or the search finds).
        total: body?.total ?? body?.products.length ?? 0,
        location: body?.location ?? null,
        // The smallest order (before tax) the provider takes through the portal; null: none.
        minOrderValue: body?.min_order_value ?? null,
        // `words`: the provider keeps its stock numbers to itself; each product says it in words.
        portalStock: body?.portal_stock ?? 'exact',
        // The product fields the provider lets buyers filter by (issue 37).
        filters: body?.filters ?? [],
      };
    },
  });
}
