import { Badge } from '@mantine/core';
import { useLowStockCount } from '../api/low-stock-api';
import { useLiveLowStock } from './use-live-low-stock';

/** The Low stock menu entry's badge: how many stocks are at or below their minimum, live. */
export function LowStockBadge({ providerId }: { providerId: string }) {
  const { data: count } = useLowStockCount(providerId);
  useLiveLowStock(providerId);
  if (!count) return null;
  return (
    <Badge size="sm" color="red" variant="filled" aria-label={`${count} low on stock`}>
      {count}
    </Badge>
  );
}
