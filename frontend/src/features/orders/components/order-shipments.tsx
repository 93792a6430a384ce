import { Box, Divider, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { Order, OrderViewer } from '../../../api/orders';
import { NUMERIC } from '../../../components/list-table';
import { lotsText } from '../../../components/lots-text';
import { formatOrderDate } from '../../../components/order-status';
import { SectionCard } from '../../../components/section-card';
import { TableScroll } from '../../../components/table-scroll';
import { type Shipment, shippedUnits, useShipments } from '../api/shipments-api';
import { awaitsShipment } from '../shipping';

/** A long tracking number breaks where it must rather than push the page sideways. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * Whether the order detail shows its Shipments: once something has shipped; to the provider also
 * while the order waits for its first shipment.
 */
export function showsShipments(viewer: OrderViewer, order: Order): boolean {
  if (order.transaction_type !== 'ORDER') return false;
  return shippedUnits(order) > 0 || (viewer.kind === 'provider' && awaitsShipment(order));
}

/**
 * The order's shipments, oldest first: each one's number (#1001-2), the day it left, its carrier
 * and tracking number, and what it took (product, units, lots). Read again whenever the order
 * shows more shipped (a shipment here, elsewhere, or Fullfill).
 */
export function OrderShipments({ viewer, order }: { viewer: OrderViewer; order: Order }) {
  const { data: shipments, isPending, isError } = useShipments(viewer, order);
  const nothingYet = shippedUnits(order) === 0;
  return (
    <SectionCard title="Shipments">
      {nothingYet ? (
        <Text c="dimmed">Nothing has been shipped yet.</Text>
      ) : isPending ? (
        <Skeleton height={96} />
      ) : isError || !shipments ? (
        <Text c="dimmed">The shipments could not be loaded.</Text>
      ) : (
        <Stack gap="md">
          {shipments.map((shipment, index) => (
            <Fragment key={shipment.sequence}>
              {index > 0 ? <Divider /> : null}
              <ShipmentView shipment={shipment} />
            </Fragment>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function ShipmentView({ shipment }: { shipment: Shipment }) {
  const name = `Shipment ${shipment.number}`;
  return (
    <Box component="article" aria-label={name}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {unitsText(shipment.lines.reduce((sum, line) => sum + line.quantity, 0))}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs" mb="xs">
        <Fact label="Shipped on" value={formatOrderDate(shipment.shipped_on)} />
        <Fact label="Carrier" value={shipment.carrier ?? '—'} />
        <Fact label="Tracking number" value={shipment.tracking_number ?? '—'} />
      </SimpleGrid>
      <TableScroll minWidth={280} label={`${name}: products`}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th style={NUMERIC}>Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipment.lines.map((line) => (
              <Table.Tr key={line.product.id}>
                <Table.Td>
                  <Text size="sm">{line.product.name}</Text>
                  {line.product.sku ? (
                    <Text size="xs" c="dimmed">{`SKU ${line.product.sku}`}</Text>
                  ) : null}
                  {lotsText(line) ? (
                    <Text size="xs" c="dimmed">
                      {lotsText(line)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={NUMERIC}>{line.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Box>
  );
}

function unitsText(units: number): string {
  return `${units} ${units === 1 ? 'unit' : 'units'}`;
}

/** One label over its value, as the detail screens show them. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={BREAK_ANYWHERE}>
        {value}
      </Text>
    </div>
  );
}
