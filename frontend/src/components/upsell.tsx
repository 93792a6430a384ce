import { modals } from '@mantine/modals';
import { useParams } from 'react-router';
import { type PlanRefusalCode, planRefusalOf, useBillingStatus } from '../api/billing';
import { i18n } from '../i18n';
import { whenDialogsReady } from './dialogs-ready';
import { UpsellModal } from './upsell-modal';

const UPSELL_MODAL_ID = 'billing-upsell';

/** Opens the upsell modal (once: a second call while it is open does nothing new). */
export function openUpsell(providerId: string, reason?: string): void {
  whenDialogsReady(() => {
    modals.close(UPSELL_MODAL_ID);
    modals.open({
      modalId: UPSELL_MODAL_ID,
      // Worded as it opens, in the language on screen then.
      title: i18n.t('upsell.title'),
      children: <UpsellModal providerId={providerId} reason={reason} />,
    });
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

/** Why a Free provider cannot do it, for actions that never reach the server: `upsell.gates.<key>`. */
const GATE_REASONS = {
  PRO_REQUIRED_CLIENT_LINKS: 'clientLinks',
  PRO_REQUIRED_PHOTOS: 'photos',
  FREE_ORDER_LIMIT: 'orderLimit',
} as const satisfies Record<PlanRefusalCode, string>;

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
    openUpsell(providerId, i18n.t(`upsell.gates.${GATE_REASONS[code]}`));
    return true;
  };
}
