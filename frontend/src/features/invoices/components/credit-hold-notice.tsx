import { Alert, type AlertProps, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconLockDollar } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderViewer } from '../../../api/orders';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { WhyDisabled } from '../../../components/why-disabled';
import { failureText } from '../../../lib/api-client';
import { type Formats, formatsFor } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { RELEASE_ROUTE, useReleaseOrder } from '../api/credit-api';
import { CREDIT } from '../messages';

type Hold = NonNullable<Order['hold']>;

function figures(fmt: Formats, hold: Hold) {
  return {
    balance: fmt.money(hold.balance, hold.currency),
    limit: fmt.money(hold.limit, hold.currency),
    total: fmt.money(hold.total, hold.currency),
  };
}

/** The notice's frame: orange while the order is held, green once it is released. */
function HoldAlert({ released = false, ...props }: AlertProps & { released?: boolean }) {
  return (
    <Alert
      color={released ? 'green' : 'orange'}
      variant="light"
      mb="md"
      icon={released ? <IconCircleCheck size={18} /> : <IconLockDollar size={18} />}
      {...props}
    />
  );
}

/**
 * Why an order waits (issue 37, part 6), under its header: to staff, the balance, the limit and
 * the order's total, with Release (Cancel stays in the order's actions); to the buyer, that the
 * provider reviews it and why. Once released while the page is open (live), it says so.
 */
export function CreditHoldNotice({ viewer, order }: { viewer: OrderViewer; order: Order }) {
  const { t } = useTranslation(CREDIT);
  // Seen held on this page: its release (pushed live) is then said, not just gone.
  const seenHeld = useRef(false);
  const hold = order.hold ?? null;
  if (hold && !order.cancelled) seenHeld.current = true;
  const provider = order.provider?.name ?? '';
  if (!hold || order.cancelled) {
    if (!seenHeld.current || order.cancelled) return null;
    return (
      <HoldAlert released title={t('hold.releasedTitle')} role="status">
        {t('hold.releasedText', { provider })}
      </HoldAlert>
    );
  }
  return viewer.kind === 'provider' ? (
    <ProviderHold providerId={viewer.providerId} order={order} hold={hold} />
  ) : (
    <HoldAlert title={t('hold.clientTitle')} role="status" data-testid="credit-hold">
      <Text size="sm">{t('hold.clientText', { provider })}</Text>
      <Text size="sm" mt={4}>
        {t('hold.clientFigures', figures(formatsFor(), hold))}
      </Text>
    </HoldAlert>
  );
}

function ProviderHold({
  providerId,
  order,
  hold,
}: {
  providerId: string;
  order: Order;
  hold: Hold;
}) {
  const { t } = useTranslation(CREDIT);
  const fmt = useFormats(providerId);
  const refusal = useRefusal(providerId, RELEASE_ROUTE);
  const release = useReleaseOrder(providerId, order.id);

  async function run() {
    const sure = await confirmAction(t('hold.releaseConfirm', { number: order.number }), {
      confirmLabel: t('hold.release'),
      danger: false,
      detail: <ConfirmFacts facts={[t('hold.releaseAfter')]} />,
    });
    if (!sure) return;
    try {
      await release.mutateAsync();
      notifySuccess(t('hold.released', { number: order.number }));
    } catch (error) {
      notifyError(failureText(error) || t('hold.releaseFailed'));
    }
  }

  return (
    <HoldAlert title={t('hold.providerTitle')} data-testid="credit-hold">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {t('hold.providerText', figures(fmt, hold))}
        </Text>
        <WhyDisabled reason={refusal}>
          <Button size="sm" onClick={run} loading={release.isPending} disabled={Boolean(refusal)}>
            {t('hold.release')}
          </Button>
        </WhyDisabled>
      </Group>
    </HoldAlert>
  );
}
