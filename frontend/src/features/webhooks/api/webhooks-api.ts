import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiRequest,
  serverMessage,
} from '../../../lib/api-client';

/** An endpoint as the server lists it: never its signing secret. Dates are ISO strings. */
export interface Webhook {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  created_at: string;
}

/** One event sent (or being sent) to an endpoint, as its delivery log shows it. */
export interface Delivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_code: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

const hooksPath = (providerId: string) => `/provider/${providerId}/webhooks`;

export const webhooksQueryKey = (providerId: string) =>
  ['provider', providerId, 'webhooks'] as const;

export function useWebhooks(providerId: string, enabled: boolean) {
  return useQuery({
    queryKey: webhooksQueryKey(providerId),
    queryFn: ({ signal }) =>
      apiGet<{ webhooks: Webhook[]; event_types: string[] }>(hooksPath(providerId), { signal }),
    enabled,
  });
}

export function useDeliveries(providerId: string, webhookId: string | null) {
  return useQuery({
    queryKey: [...webhooksQueryKey(providerId), webhookId, 'deliveries'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ deliveries: Delivery[]; pagination: { total: number } }>(
          `${hooksPath(providerId)}/${webhookId}/deliveries?limit=50`,
          { signal },
        )
      ).deliveries,
    enabled: webhookId != null,
    // The log moves while deliveries are sent and retried.
    refetchInterval: 3000,
  });
}

function useRefresh(providerId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(providerId) });
}

export function useAddWebhook(providerId: string) {
  const refresh = useRefresh(providerId);
  return useMutation({
    mutationFn: (input: { url: string; events: string[]; description?: string }) =>
      apiPost<{ webhook: Webhook; secret: string }>(hooksPath(providerId), input),
    onSuccess: refresh,
  });
}

export function useSetWebhookEnabled(providerId: string) {
  const refresh = useRefresh(providerId);
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      apiRequest<{ webhook: Webhook }>('PATCH', `${hooksPath(providerId)}/${id}`, { enabled }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhook(providerId: string) {
  const refresh = useRefresh(providerId);
  return useMutation({
    mutationFn: (id: string) => apiDelete(`${hooksPath(providerId)}/${id}`),
    onSuccess: refresh,
  });
}

export function useSendAgain(providerId: string) {
  const refresh = useRefresh(providerId);
  return useMutation({
    mutationFn: (delivery: Delivery) =>
      apiPost<{ delivery: Delivery }>(
        `${hooksPath(providerId)}/${delivery.webhook_id}/deliveries/${delivery.id}/resend`,
      ),
    onSuccess: refresh,
  });
}

export function webhookErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && serverMessage(error.body)) || fallback;
}
