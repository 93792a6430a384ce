import { modals } from '@mantine/modals';
import { useParams } from 'react-router';
import { type PlanRefusalCode, planRefusalOf, useBillingStatus } from '../api/billing';
import { UpsellModal } from './upsell-modal';

const UPSELL_MODAL_ID = 'billing-upsell';

/** Opens the upsell modal (once: a second call while it is open does nothing new). */
export function openUpsell(providerId: string, reason?: string): void {
  modals.close(UPSELL_MODAL_ID);
  modals.open({
    modalId: UPSELL_MODAL_ID,
    title: 'Upgrade to Pro',
    children: <UpsellModal providerId={providerId} reason={reason} />,
  });
}

/**
 * The one place a screen hands a failed call to billing: a 402 with a Free-limit code opens the
 * upsell and answers true (the screen shows nothing else); anything else answers false.
 */
export function openUpsellOn402(error: unknown, providerId: string): boolean {
  const refusal = planRefusalOf(error);
  if (!refusal) return false;
  openUpsell(providerId, refusal.message);
  return true;
}

/**
 * For a promise's catch: a Free-limit refusal opens the upsell and resolves (to nothing); any
 * other failure is passed on.
 */
export function upsellOn402(providerId: string) {
  return (error: unknown): undefined => {
    if (openUpsellOn402(error, providerId)) return undefined;
    throw error;
  };
}

const GATE_REASONS: Record<PlanRefusalCode, string> = {
  PRO_REQUIRED_CLIENT_LINKS: 'Client links are part of the Pro plan: on Free they do not open.',
  PRO_REQUIRED_PHOTOS: 'Product photos are part of the Pro plan.',
  FREE_ORDER_LIMIT: "This month's Free orders are used.",
};

/**
 * For actions that never reach the server (copying a client link): `locked(code)` opens the
 * upsell and answers true when the provider of the route is on Free. A click before the plan is
 * known waits for it (a quick click must not copy a link that does not open). Self-hosted, on
 * Pro, or when the plan cannot be read it answers false (the server still refuses what the plan
 * does not allow).
 */
export function useProGate(): (code: PlanRefusalCode) => Promise<boolean> {
  const providerId = useParams().providerId;
  const status = useBillingStatus(providerId);
  return async (code) => {
    if (!providerId) return false;
    const billing = status.data ?? (await status.refetch()).data;
    if (billing?.mode !== 'stripe' || billing.plan !== 'free') return false;
    openUpsell(providerId, GATE_REASONS[code]);
    return true;
  };
}
