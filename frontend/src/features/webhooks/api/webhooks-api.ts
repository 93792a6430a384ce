import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiRequest,
  serverMessage,
} from '../../../lib/api-client';

type Schemas = components['schemas'];

/** An endpoint as the server lists it: never its signing secret. Dates are ISO strings. */
export type Webhook = Schemas['WebhookResponse'];

/** One event sent (or being sent) to an endpoint, as its delivery log shows it. */
export type Delivery = Schemas['DeliveryResponse'];

const hooksPath = (providerId: string) => `/provider/${providerId}/webhooks`;

export const webhooksQueryKey = (providerId: string) =>
  ['provider', providerId, 'webhooks'] as const;

export function useWebhooks(providerId: string, enabled: boolean) {
  return useQuery({
    queryKey: webhooksQueryKey(providerId),
    queryFn: ({ signal }) =>
      apiGet<Schemas['WebhookListResponse']>(hooksPath(providerId), { signal }),
    enabled,
  });
}

export function useDeliveries(providerId: string, webhookId: string | null) {
  return useQuery({
    queryKey: [...webhooksQueryKey(providerId), webhookId, 'deliveries'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<Schemas['DeliveryListResponse']>(
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
      apiPost<Schemas['NewWebhookResponse']>(hooksPath(providerId), input),
    onSuccess: refresh,
  });
}

export function useSetWebhookEnabled(providerId: string) {
  const refresh = useRefresh(providerId);
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      apiRequest<Schemas['OneWebhookResponse']>('PATCH', `${hooksPath(providerId)}/${id}`, {
        enabled,
      }),
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
      apiPost<Schemas['OneDeliveryResponse']>(
        `${hooksPath(providerId)}/${delivery.webhook_id}/deliveries/${delivery.id}/resend`,
      ),
    onSuccess: refresh,
  });
}

export function webhookErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && serverMessage(error.body)) || fallback;
}
