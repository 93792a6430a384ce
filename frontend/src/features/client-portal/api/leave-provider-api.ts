import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiPost } from '../../../lib/api-client';

/**
 * Leaves a provider from the client's own portal: the portal no longer shows it or its orders.
 * Everything the portal reads is under the client's key, so all of it is read again.
 */
export function useLeaveProvider(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      apiPost<components['schemas']['LeftProviderResponse']>(
        `/client/${clientId}/providers/${providerId}/leave`,
        undefined,
        { anonymous: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['client', clientId] }),
  });
}
