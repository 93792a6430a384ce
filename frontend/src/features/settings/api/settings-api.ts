import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { components } from '../../../api/openapi-types';
import {
  type BusinessSettings,
  settingsQueryKey,
  useProviderSettings,
} from '../../../api/provider-settings';
import { apiBlob, apiDelete, apiGet, apiPut } from '../../../lib/api-client';

type Schemas = components['schemas'];

export type { BusinessSettings };

/** The body of PUT …/settings: any of the settings (the owner's alone). */
export type SettingsChange = Schemas['UpdateSettingsRequest'];

/** The client mails a provider may switch off. */
export type NotificationKey = keyof Schemas['NotificationSwitchesResponse'];

const settingsPath = (providerId: string) => `/provider/${providerId}/settings`;

/**
 * The settings, read as every screen reads them (api/provider-settings.ts): a save here shows at
 * once wherever amounts, dates or the invoicing choice are written.
 */
export const useSettings = useProviderSettings;

/** Each settings write answers the settings as they now are: they replace the cached ones. */
function useSettingsWrite<T>(providerId: string, write: (input: T) => Promise<BusinessSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey(providerId), settings),
  });
}

export function useUpdateSettings(providerId: string) {
  return useSettingsWrite(
    providerId,
    async (change: SettingsChange) =>
      (await apiPut<Schemas['OneSettingsResponse']>(settingsPath(providerId), change)).settings,
  );
}

/** The logo (PNG or JPEG up to 1 MB) sent as a multipart file. */
export function useUploadLogo(providerId: string) {
  return useSettingsWrite(providerId, async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await apiPut<Schemas['OneSettingsResponse']>(`${settingsPath(providerId)}/logo`, form))
      .settings;
  });
}

export function useRemoveLogo(providerId: string) {
  return useSettingsWrite(
    providerId,
    async () =>
      (await apiDelete<Schemas['OneSettingsResponse']>(`${settingsPath(providerId)}/logo`))
        .settings,
  );
}

/** A member of the team (GET …/users), as the New order alerts list offers them. */
export type TeamMember = Schemas['TeamMemberResponse'];

/**
 * The team, for the New order alerts list: read under the Users screen's own key
 * (['provider', id, 'users']), so a change there shows here. Any member reads it.
 */
export function useTeam(providerId: string) {
  return useQuery({
    queryKey: ['provider', providerId, 'users'] as const,
    queryFn: async ({ signal }) => {
      const body = await apiGet<Schemas['TeamMemberListResponse']>(
        `/provider/${providerId}/users`,
        { signal },
      );
      return body?.users ?? [];
    },
  });
}

/**
 * The logo as an object URL the page can show (the image needs the bearer token, so it is read
 * as a blob); null while there is none or it loads. `version` changes when a new one is sent.
 */
export function useLogoUrl(providerId: string, hasLogo: boolean, version: number): string | null {
  const { data } = useQuery({
    queryKey: [...settingsQueryKey(providerId), 'logo', version],
    queryFn: ({ signal }) => apiBlob(`${settingsPath(providerId)}/logo`, { signal }),
    enabled: hasLogo,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasLogo || !data) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data, hasLogo]);
  return url;
}
