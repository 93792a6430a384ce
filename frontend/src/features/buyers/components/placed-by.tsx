import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/list-table';
import { type PlacedBy, useOrderPlacedBy, usePortalPlacedBy } from '../api/buyers-api';
import { BUYERS } from '../messages';

/** "Placed by Ann Lee", and who approved it, in the order page's header beside its total. */
function PlacedByBlock({ placed }: { placed: PlacedBy }) {
  const { t } = useTranslation(BUYERS);
  return (
    <Box ta={{ base: 'left', sm: 'right' }} maw={220} miw={0} data-testid="placed-by">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('placedBy.label')}
      </Text>
      <Text size="sm" fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }} title={placed.email}>
        {placed.name}
      </Text>
      {placed.approved_by ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('placedBy.approvedBy', { name: placed.approved_by.name })}
        </Text>
      ) : null}
    </Box>
  );
}

/** Who placed an order in the portal, on the staff's order page (nothing when no buyer did). */
export function ProviderPlacedBy({ providerId, orderId }: { providerId: string; orderId: string }) {
  const placed = useOrderPlacedBy(providerId, orderId).data;
  return placed ? <PlacedByBlock placed={placed} /> : null;
}

/** The same on the portal's order page. */
export function PortalPlacedBy({ clientKey, orderId }: { clientKey: string; orderId: string }) {
  const placed = usePortalPlacedBy(clientKey).data?.get(orderId);
  return placed ? <PlacedByBlock placed={placed} /> : null;
}

/**
 * The portal orders list's Placed by column, once any of the company's orders has a buyer's
 * name (a portal nobody signs in to keeps its columns).
 */
export function usePlacedByColumns<T extends { id: string }>(clientKey: string): ListColumn<T>[] {
  const { t } = useTranslation(BUYERS);
  const placed = usePortalPlacedBy(clientKey).data;
  if (!placed || placed.size === 0) return [];
  return [
    {
      header: t('placedBy.label'),
      render: (order) => placed.get(order.id)?.name ?? '—',
    },
  ];
}
