import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../lib/api-client';
import { ownerOrUndeniedRefusal, type Session } from '../lib/session';
import type { components } from './openapi-types';

/** GET/POST/DELETE /api/provider/{id}/demo-data: the sample data of an empty provider. */
export type DemoData = components['schemas']['DemoDataResponse'];
type DemoDataAnswer = components['schemas']['DemoDataStatusResponse'];

/** What the server answers a member who may not load or remove demo data. */
export const DEMO_DATA_REFUSAL =
  'Only the owner and members with no denied permissions may load or remove demo data.';

/** Why the server would refuse this member loading or removing demo data, or nothing. */
export function demoDataRefusal(
  session: Session | null,
  providerId: string | undefined,
): string | null {
  return ownerOrUndeniedRefusal(session, providerId, DEMO_DATA_REFUSAL);
}

const demoDataKey = (providerId: string) => ['provider', providerId, 'demo-data'];

export function useDemoData(providerId: string, enabled = true) {
  return useQuery({
    queryKey: demoDataKey(providerId),
    enabled,
    queryFn: ({ signal }) =>
      apiGet<DemoDataAnswer>(`/provider/${providerId}/demo-data`, { signal }).then(
        (body) => body.demo_data,
      ),
  });
}

/** Loading or removing changes every list of the provider: all of them are read again. */
function useDemoDataChange(providerId: string, change: () => Promise<{ demo_data: DemoData }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ demo_data }) => {
      queryClient.setQueryData(demoDataKey(providerId), demo_data);
      return queryClient.invalidateQueries({ queryKey: ['provider', providerId] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: demoDataKey(providerId) }),
  });
}

export function useLoadDemoData(providerId: string) {
  return useDemoDataChange(providerId, () =>
    apiPost<DemoDataAnswer>(`/provider/${providerId}/demo-data`),
  );
}

export function useRemoveDemoData(providerId: string) {
  return useDemoDataChange(providerId, () =>
    apiDelete<DemoDataAnswer>(`/provider/${providerId}/demo-data`),
  );
}
