import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLowStockCount } from '../api/low-stock-api';
import { LOW_STOCK } from '../messages';
import { useLiveLowStock } from './use-live-low-stock';

/** The Low stock menu entry's badge: how many stocks are at or below their minimum, live. */
export function LowStockBadge({ providerId }: { providerId: string }) {
  const { data: count } = useLowStockCount(providerId);
  const { t } = useTranslation(LOW_STOCK);
  useLiveLowStock(providerId);
  if (!count) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      aria-label={t('badge', { stocks: String(count) })}
    >
      {count}
    </Badge>
  );
}
