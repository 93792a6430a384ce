import { Badge, NavLink } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBillingStatus } from '../../../api/billing';
import { openUpsell } from '../../../components/upsell';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { BILLING } from '../messages';

/** How long the page back from Checkout waits for Stripe's webhook to arrive. */
const WAIT_FOR_PRO_MS = 60_000;

/**
 * docs/product.md §2.3: Billing at the bottom of the provider menu, for the owner only, and only
 * where plans exist (Stripe mode). It shows the plan and opens the upsell. Back from Checkout
 * (`?billing=success`) it asks for the plan until the webhook has made it Pro, then says so.
 */
export function BillingMenuItem({ providerId, isOwner }: { providerId: string; isOwner: boolean }) {
  const { t } = useTranslation(BILLING);
  const [params, setParams] = useSearchParams();
  const returned = params.get('billing');
  const [waitingSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const waiting = returned === 'success' && !gaveUp;
  const status = useBillingStatus(providerId, { poll: waiting });
  const plan = status.data?.plan;

  useEffect(() => {
    if (!returned) return;
    const done = () =>
      setParams(
        (current) => {
          current.delete('billing');
          return current;
        },
        { replace: true },
      );
    if (returned === 'cancelled') {
      notifyInfo(t('toasts.cancelled'), { id: 'billing-return' });
      done();
    } else if (plan === 'pro') {
      notifySuccess(t('toasts.welcomeToPro'), { id: 'billing-return' });
      done();
    } else if (waiting) {
      const timer = setTimeout(
        () => setGaveUp(true),
        WAIT_FOR_PRO_MS - (Date.now() - waitingSince),
      );
      return () => clearTimeout(timer);
    }
  }, [returned, plan, waiting, waitingSince, setParams, t]);

  if (!isOwner || status.data?.mode !== 'stripe') return null;
  return (
    <NavLink
      component="button"
      label={t('menu.label')}
      leftSection={<IconCreditCard size={18} stroke={1.6} aria-hidden="true" />}
      styles={{ root: { paddingBlock: 6 } }}
      rightSection={
        <Badge size="sm" variant="light" color={plan === 'pro' ? 'teal' : 'gray'}>
          {plan === 'pro' ? t('menu.pro') : t('menu.free')}
        </Badge>
      }
      onClick={() => openUpsell(providerId)}
    />
  );
}
