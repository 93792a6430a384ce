import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteFormats } from '../../../lib/use-formats';
import { LOTS } from '../messages';

/**
 * A lot's expiry: the date, and a red Expired or an orange "in N days" badge when it falls
 * within the horizon the viewer chose.
 */
export function ExpiryCell({
  expiry,
  expired,
  daysToExpiry,
  withinDays,
}: {
  expiry: string | null;
  expired: boolean;
  daysToExpiry: number | null;
  withinDays: number;
}) {
  const fmt = useRouteFormats();
  const { t } = useTranslation(LOTS);
  if (!expiry)
    return (
      <Text size="sm" c="dimmed">
        {t('expiry.none')}
      </Text>
    );
  const badge = expired ? (
    <Badge color="red" variant="light" size="sm">
      {t('expiry.expired')}
    </Badge>
  ) : daysToExpiry !== null && daysToExpiry <= withinDays ? (
    <Badge color="orange" variant="light" size="sm">
      {daysToExpiry === 0 ? t('expiry.today') : t('expiry.inDays', { days: String(daysToExpiry) })}
    </Badge>
  ) : null;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{fmt.date(expiry)}</Text>
      {badge}
    </Group>
  );
}

/** Whether a lot is expired or expires within the horizon: its row is highlighted. */
export function isSoon(lot: { expired: boolean; days_to_expiry: number | null }, days: number) {
  return lot.expired || (lot.days_to_expiry !== null && lot.days_to_expiry <= days);
}
