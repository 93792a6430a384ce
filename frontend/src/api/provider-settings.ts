import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import type { components } from './openapi-types';

type Schemas = components['schemas'];

/** The provider's business settings, as any member reads them. */
export type BusinessSettings = Schemas['SettingsResponse'];

/**
 * The one cache key of a provider's settings: the settings screen writes it, and every screen
 * that reads the locale, the currency or the invoicing choice reads it, so a save shows at once.
 */
export const settingsQueryKey = (providerId: string) =>
  ['provider', providerId, 'settings'] as const;

/** GET /api/provider/{id}/settings (members only); nothing is read without a provider. */
export function useProviderSettings(providerId: string | null | undefined) {
  return useQuery({
    queryKey: settingsQueryKey(providerId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet<Schemas['OneSettingsResponse']>(`/provider/${providerId}/settings`, { signal }))
        .settings as BusinessSettings,
    enabled: Boolean(providerId),
    staleTime: 60_000,
  });
}
