import { Box, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMERIC, PHONE_QUERY } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { type ProductStockEntry, useProductStock } from '../api/inventory-api';
import { INVENTORY } from '../messages';
import { ExplainBalance } from './explain-balance';

/** A line between stacked locations. */
const ROW_RULE = { borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

/**
 * Product detail's Inventory block (docs/product.md §2.7): the product's stock by location
 * (Location, Committed, Total); a Total opens the changes that made it (issue 18, Explain this
 * balance). A table as narrow as its figures, so it fits half the page; on a phone each location
 * is a row of its own with its figures under its name, none cut off.
 */
export function ProductStockTable({
  providerId,
  productId,
  footer,
}: {
  providerId: string;
  productId: string;
  /** Under the figures: another feature's (the units on order, composed by the route). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation(INVENTORY);
  const { data, isPending } = useProductStock(providerId, productId);
  // Read as it first renders, so a phone's first frame has its rows (as the lists do).
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  // Only when some location awaits a transfer: no empty column for those who do not transfer.
  const transit = data?.some((entry) => (entry.in_transit_stock ?? 0) > 0) ?? false;
  const total = (entry: ProductStockEntry): ReactNode => (
    <ExplainBalance
      providerId={providerId}
      productId={productId}
      locationId={entry.location_id}
      label={t('stock.totalAt', { location: entry.location_name })}
      figure="total"
    >
      {entry.current_stock + entry.committed_stock}
    </ExplainBalance>
  );

  let body: ReactNode;
  if (isPending) body = <Skeleton height={72} />;
  else if (!data || data.length === 0)
    body = (
      <Text c="dimmed" py="md">
        {t('stock.empty')}
      </Text>
    );
  else if (phone)
    body = (
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.map((entry) => (
          <Box component="li" key={entry.location_id} py="xs" style={ROW_RULE}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.location_name}
            </Text>
            <SimpleGrid component="dl" cols={transit ? 3 : 2} spacing="xs" mt={4} mb={0}>
              <Figure label={t('stock.committed')}>{entry.committed_stock}</Figure>
              {transit ? (
                <Figure label={t('stock.inTransit')}>{entry.in_transit_stock ?? 0}</Figure>
              ) : null}
              <Figure label={t('stock.total')}>{total(entry)}</Figure>
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    );
  else
    body = (
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stock.location')}</Table.Th>
            <Table.Th style={NUMERIC}>{t('stock.committed')}</Table.Th>
            {transit ? <Table.Th style={NUMERIC}>{t('stock.inTransit')}</Table.Th> : null}
            <Table.Th style={NUMERIC}>{t('stock.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((entry) => (
            <Table.Tr key={entry.location_id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.location_name}</Table.Td>
              <Table.Td style={NUMERIC}>{entry.committed_stock}</Table.Td>
              {transit ? <Table.Td style={NUMERIC}>{entry.in_transit_stock ?? 0}</Table.Td> : null}
              <Table.Td style={NUMERIC}>{total(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <SectionCard title={t('stock.title')}>
      {body}
      {footer}
    </SectionCard>
  );
}

/** A label over its figure. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </div>
  );
}
