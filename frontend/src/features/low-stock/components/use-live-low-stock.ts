import { useQueryClient } from '@tanstack/react-query';
import { useLive } from '../../../lib/live-socket-pool';
import { lowStockQueryKey } from '../api/low-stock-api';

/**
 * Keeps the low-stock reads of a screen current: the count is set from each crossing's message,
 * the lists are read again. The server sends a message only when a stock crosses its minimum,
 * so a busy warehouse does not make the screens read again at every order.
 */
export function useLiveLowStock(providerId: string) {
  const queryClient = useQueryClient();
  useLive(
    { provider_id: providerId },
    {
      'low-stock': ({ provider_id, count }) => {
        if (provider_id !== providerId) return;
        queryClient.setQueryData([...lowStockQueryKey(providerId), 'count'], count);
        void queryClient.invalidateQueries({
          queryKey: lowStockQueryKey(providerId),
          predicate: (query) => query.queryKey[3] !== 'count',
        });
      },
      onSync: () => void queryClient.invalidateQueries({ queryKey: lowStockQueryKey(providerId) }),
    },
  );
}
