import { Alert, Badge, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingFailureMessage, requestBillingLink, useBillingStatus } from '../api/billing';
import { findMembership, useSession } from '../lib/session';
import { useFormats } from '../lib/use-formats';

/** docs/product.md §1: what Pro unlocks (`upsell.benefits.<key>`); its price is `upsell.price`. */
const PRO_BENEFITS = ['clientLinks', 'photos', 'unlimitedOrders'] as const;

export interface UpsellModalProps {
  providerId: string;
  /** Why it opened: the limit the user just hit, in the server's words. */
  reason?: string;
}

/**
 * The upsell (docs/product.md §1): the three benefits, the price, and a Billing button for the one
 * allowed to use it (the owner, docs/product.md §6). Billing goes to Stripe: Checkout, or on Pro
 * the customer portal.
 */
export function UpsellModal({ providerId, reason }: UpsellModalProps) {
  const { t } = useTranslation();
  const session = useSession();
  const status = useBillingStatus(providerId);
  const fmt = useFormats(providerId);
  // The owner is the member nobody invited; no membership at all is not the owner.
  const membership = findMembership(session, providerId);
  const isOwner = membership !== undefined && membership.invited_by == null;
  const onPro = status.data?.plan === 'pro';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function openBilling() {
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign(await requestBillingLink(providerId));
    } catch (error) {
      setFailure(billingFailureMessage(error));
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      {reason ? <Text size="sm">{reason}</Text> : null}
      <Group gap="xs">
        <Text fw={600}>{t('upsell.plan')}</Text>
        <Badge variant="light" aria-label={t('upsell.priceLabel')}>
          {t('upsell.price')}
        </Badge>
        {status.data?.mode === 'stripe' ? (
          <Badge color={onPro ? 'teal' : 'gray'} aria-label={t('upsell.currentPlan')}>
            {onPro ? t('upsell.yourPlanPro') : t('upsell.yourPlanFree')}
          </Badge>
        ) : null}
      </Group>
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={20} radius="xl" color="teal">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {PRO_BENEFITS.map((benefit) => (
          <List.Item key={benefit}>{t(`upsell.benefits.${benefit}`)}</List.Item>
        ))}
      </List>
      {status.data?.mode === 'stripe' && !onPro ? (
        <Text size="sm" c="dimmed">
          {t('upsell.usage', {
            used: fmt.number(status.data.ordersThisMonth),
            limit: fmt.number(status.data.freeOrdersPerMonth),
          })}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {isOwner ? (
        <Button onClick={openBilling} loading={busy}>
          {t('upsell.billing')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('upsell.askOwner')}
        </Text>
      )}
    </Stack>
  );
}
