import { useMutation } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiPost } from '../../../lib/api-client';

type Schemas = components['schemas'];

export type QuickOrderLines = Schemas['QuickOrderRequest']['lines'];

/**
 * POST /api/client/{key}/quick_order (anonymous, as every portal call): the server's verdict on
 * each line read from a paste or a file. It reads and changes nothing, so nothing is refreshed.
 */
export function useQuickOrderCheck(clientKey: string) {
  return useMutation({
    mutationFn: ({ providerId, lines }: { providerId: string; lines: QuickOrderLines }) =>
      apiPost<Schemas['QuickOrderResponse']>(
        `/client/${clientKey}/quick_order`,
        { provider_id: providerId, lines },
        { anonymous: true },
      ),
  });
}
