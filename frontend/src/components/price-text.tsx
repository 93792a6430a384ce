import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { components } from '../api/openapi-types';
import { apiGet } from '../lib/api-client';
import { formatMoney } from '../lib/money';

type Settings = components['schemas']['SettingsResponse'];

/** A price with the $ prefix (docs/product.md §9), two decimals: a USD provider's prices. */
export function formatPrice(price: number | string | null | undefined): string {
  const value = typeof price === 'string' ? Number(price) : price;
  return Number.isFinite(value) ? `$${(value as number).toFixed(2)}` : '$—';
}

/**
 * How a provider's prices read: in its currency and locale from the business settings (read
 * under the settings screen's key, so a change there shows at once); the spec's $ form for a
 * provider in USD and while the settings load.
 */
export function usePriceFormat(
  providerId: string,
): (price: number | string | null | undefined) => string {
  const { data } = useQuery({
    queryKey: ['provider', providerId, 'settings'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet<components['schemas']['OneSettingsResponse']>(
          `/provider/${providerId}/settings`,
          { signal },
        )
      ).settings as Settings,
    staleTime: 60_000,
  });
  const currency = data?.currency ?? 'USD';
  const locale = data?.locale;
  return useCallback(
    (price) => {
      if (currency === 'USD') return formatPrice(price);
      const value = typeof price === 'string' ? Number(price) : price;
      return Number.isFinite(value) ? formatMoney(String(price), currency, locale) : '—';
    },
    [currency, locale],
  );
}
