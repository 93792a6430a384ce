import { Alert, Badge, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { billingFailureMessage, requestBillingLink, useBillingStatus } from '../api/billing';
import { findMembership, useSession } from '../lib/session';

/** docs/product.md §1: what Pro unlocks, and its price. */
export const PRO_BENEFITS = [
  'An own link for each client to order from',
  'Photos on your products',
  'Unlimited orders',
];
export const PRO_PRICE = '$19/month';

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
  const session = useSession();
  const status = useBillingStatus(providerId);
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
        <Text fw={600}>StockFlow Pro</Text>
        <Badge variant="light" aria-label="Pro price">
          {PRO_PRICE}
        </Badge>
        {status.data?.mode === 'stripe' ? (
          <Badge color={onPro ? 'teal' : 'gray'} aria-label="Current plan">
            {onPro ? 'Your plan: Pro' : 'Your plan: Free'}
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
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
      {status.data?.mode === 'stripe' && !onPro ? (
        <Text size="sm" c="dimmed">
          Free plan: {status.data.ordersThisMonth} of {status.data.freeOrdersPerMonth} orders used
          this month.
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {isOwner ? (
        <Button onClick={openBilling} loading={busy}>
          Billing
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          Ask the owner of this account to upgrade.
        </Text>
      )}
    </Stack>
  );
}
