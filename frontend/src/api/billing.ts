import { useQuery } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { ApiError, apiGet, apiPost } from '../lib/api-client';
import type { components } from './openapi-types';

/**
 * GET /api/billing/{provider_id}: self-hosted instances have no plans (and no limits); with
 * Stripe a provider is on Free or Pro.
 */
export type BillingStatus =
  | components['schemas']['SelfHostedBillingResponse']
  | components['schemas']['StripeBillingResponse'];

/** The 402 codes a Free limit answers with. */
const REFUSAL_CODES = [
  'PRO_REQUIRED_CLIENT_LINKS',
  'PRO_REQUIRED_PHOTOS',
  'FREE_ORDER_LIMIT',
] as const;
export type PlanRefusalCode = (typeof REFUSAL_CODES)[number];

export function billingQueryKey(providerId: string) {
  return ['provider', providerId, 'billing'] as const;
}

export function useBillingStatus(providerId: string | undefined, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: billingQueryKey(providerId ?? ''),
    enabled: Boolean(providerId),
    queryFn: ({ signal }) => apiGet<BillingStatus>(`/billing/${providerId}`, { signal }),
    refetchInterval: options.poll ? 1000 : false,
  });
}

/** The Free limit a refused call ran into, or null for any other failure. */
export function planRefusalOf(error: unknown): { code: PlanRefusalCode; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = error.body as { code?: unknown; message?: unknown } | undefined;
  const code = REFUSAL_CODES.find((known) => known === body?.code);
  if (!code) return null;
  return {
    code,
    message: typeof body?.message === 'string' ? body.message : error.message,
  };
}

/** POST /api/billing/{provider_id}/link: Stripe Checkout, or the customer portal on Pro. */
export async function requestBillingLink(providerId: string): Promise<string> {
  const body = await apiPost<components['schemas']['BillingLinkResponse']>(
    `/billing/${providerId}/link`,
  );
  // docs/product.md §8: an answer without a url is an internal error.
  if (!body?.url) throw new Error(i18n.t('errors.missingBillingUrl'));
  return body.url;
}

/** docs/product.md §8, Billing link failure: the server's error field, else the message. */
export function billingFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const field = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof field === 'string' && field) return field;
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.pleaseTryAgain');
}
