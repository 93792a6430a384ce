import {
  Box,
  Button,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileInvoice, IconPackage } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { Order, OrderViewer } from '../../../api/orders';
import { NUMERIC } from '../../../components/list-table';
import { lotsText } from '../../../components/lots-text';
import { SectionCard } from '../../../components/section-card';
import { TableScroll } from '../../../components/table-scroll';
import { WhyDisabled } from '../../../components/why-disabled';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { INVOICE_ROUTE, type Invoice, useInvoices } from '../api/invoices-api';
import {
  clientPackingSlipUrl,
  downloadPackingSlip,
  type Shipment,
  shippedUnits,
  useShipments,
} from '../api/shipments-api';
import { awaitsShipment } from '../shipping';
import { DocumentLink } from './document-link';
import { type InvoicePer, useIssueInvoiceAction } from './order-invoices';

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

export interface OrderShipmentsProps {
  viewer: OrderViewer;
  order: Order;
  /** The provider's choice (business settings): per shipment, each one offers Invoice. */
  invoicePer?: InvoicePer;
}

/**
 * The order's shipments, oldest first: each one's number (#1001-2), the day it left, its carrier
 * and tracking number, what it took (product, units, lots), and its packing slip. The provider
 * invoices each one here when invoices go per shipment; one invoiced shows its invoice's number.
 * Read again whenever the order shows more shipped (a shipment here, elsewhere, or Fullfill).
 */
export function OrderShipments({ viewer, order, invoicePer }: OrderShipmentsProps) {
  const { data: shipments, isPending, isError } = useShipments(viewer, order);
  const { data: invoices } = useInvoices(viewer, order);
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
              <ShipmentView
                viewer={viewer}
                order={order}
                shipment={shipment}
                invoice={invoices?.find((each) => each.shipment_number === shipment.number)}
                invoicing={viewer.kind === 'provider' && invoicePer === 'SHIPMENT' && !!invoices}
              />
            </Fragment>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

interface ShipmentViewProps {
  viewer: OrderViewer;
  order: Order;
  shipment: Shipment;
  /** The invoice of this shipment, when it has one. */
  invoice: Invoice | undefined;
  /** Invoices go per shipment and the order's are known: one not invoiced offers Invoice. */
  invoicing: boolean;
}

function ShipmentView({ viewer, order, shipment, invoice, invoicing }: ShipmentViewProps) {
  const name = `Shipment ${shipment.number}`;
  const fmt = useFormats(viewer.kind === 'provider' ? viewer.providerId : null);
  return (
    <Box component="article" aria-label={name}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap="xs" align="baseline">
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {unitsText(shipment.lines.reduce((sum, line) => sum + line.quantity, 0))}
          </Text>
        </Group>
        <Group gap="xs">
          <PackingSlip viewer={viewer} shipment={shipment} />
          {invoice ? (
            <Text size="sm" c="dimmed">{`Invoice ${invoice.number}`}</Text>
          ) : invoicing && viewer.kind === 'provider' ? (
            <InvoiceShipment providerId={viewer.providerId} order={order} shipment={shipment} />
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs" mb="xs">
        <Fact label="Shipped on" value={fmt.date(shipment.shipped_on)} />
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
                      {lotsText(line, fmt.date)}
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

/** The shipment's packing slip (PDF): saved with the token by the provider, opened by the client. */
function PackingSlip({ viewer, shipment }: { viewer: OrderViewer; shipment: Shipment }) {
  return (
    <DocumentLink
      viewer={viewer}
      text="Packing slip"
      label={`Packing slip of shipment ${shipment.number}`}
      icon={<IconPackage size={14} />}
      clientUrl={(clientId) => clientPackingSlipUrl(clientId, shipment)}
      download={(providerId) => downloadPackingSlip(providerId, shipment)}
    />
  );
}

/** Invoice: issues the invoice of this shipment (invoices go per shipment). */
function InvoiceShipment({
  providerId,
  order,
  shipment,
}: {
  providerId: string;
  order: Order;
  shipment: Shipment;
}) {
  const refusal = useRefusal(providerId, INVOICE_ROUTE);
  const issue = useIssueInvoiceAction(providerId, order);
  return (
    <WhyDisabled reason={refusal}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileInvoice size={14} />}
        onClick={() => issue.run(shipment)}
        loading={issue.pending}
        disabled={Boolean(refusal)}
        aria-label={`Invoice shipment ${shipment.number}`}
      >
        Invoice
      </Button>
    </WhyDisabled>
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
