import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPost } from '../../../lib/api-client';

/** A provider asking to add the client, shown in the client's own portal. */
export type LinkRequest = components['schemas']['LinkRequestResponse'];

const requestsKey = (clientId: string) => ['client', clientId, 'link-requests'] as const;

/**
 * The requests the client has not answered. Only the client's own portal has any: a provider's
 * link always answers none.
 */
export function useLinkRequests(clientId: string) {
  return useQuery({
    queryKey: requestsKey(clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['LinkRequestListResponse']>(
        `/client/${clientId}/link_requests`,
        { signal, anonymous: true },
      );
      return body?.link_requests ?? [];
    },
  });
}

/** Accepts or declines a request; accepted, the provider joins the portal's providers. */
export function useAnswerLinkRequest(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      apiPost<components['schemas']['AnsweredLinkRequestResponse']>(
        `/client/${clientId}/link_requests/${id}/${answer}`,
        undefined,
        { anonymous: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['client', clientId] }),
  });
}
