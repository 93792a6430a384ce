import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiGet, apiPost } from '../../../lib/api-client';
import { clientsQueryKey } from './clients-api';

/**
 * The provider's request to be added to the client's own ordering page, as the provider sees
 * it: made whenever it gives the client an email, standing until withdrawn. The client's
 * answer is never part of it (the provider is not told whether anyone else knows the email).
 */
export type OwnLinkRequest = components['schemas']['OwnLinkRequestResponse'];

// Under the clients' key: saving the client (a new email is a new request) reads it again.
const requestKey = (providerId: string, clientId: string) =>
  [...clientsQueryKey(providerId), 'link-request', clientId] as const;

const requestPath = (providerId: string, clientId: string) =>
  `/provider/${providerId}/client/${clientId}/link_request`;

export function useOwnLinkRequest(providerId: string, clientId: string) {
  return useQuery({
    queryKey: requestKey(providerId, clientId),
    queryFn: async ({ signal }) => {
      const body = await apiGet<components['schemas']['ClientLinkRequestResponse']>(
        requestPath(providerId, clientId),
        { signal },
      );
      return body?.link_request ?? null;
    },
  });
}

export function useWithdrawLinkRequest(providerId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiPost<components['schemas']['WithdrawnLinkRequestResponse']>(
          `${requestPath(providerId, clientId)}/withdraw`,
          undefined,
        )
      ).link_request,
    onSuccess: (request) => queryClient.setQueryData(requestKey(providerId, clientId), request),
  });
}
