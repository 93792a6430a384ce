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
import { useTranslation } from 'react-i18next';
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
import { ORDERS } from '../messages';
import { unitsText } from '../returns';
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
  const { t } = useTranslation(ORDERS);
  return (
    <SectionCard title={t('shipments.title')}>
      {nothingYet ? (
        <Text c="dimmed">{t('shipments.nothingYet')}</Text>
      ) : isPending ? (
        <Skeleton height={96} />
      ) : isError || !shipments ? (
        <Text c="dimmed">{t('shipments.loadFailed')}</Text>
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
  const { t } = useTranslation(ORDERS);
  const name = t('shipments.name', { number: shipment.number });
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
            <Text size="sm" c="dimmed">
              {t('shipments.invoiceNumber', { number: invoice.number })}
            </Text>
          ) : invoicing && viewer.kind === 'provider' ? (
            <InvoiceShipment providerId={viewer.providerId} order={order} shipment={shipment} />
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs" mb="xs">
        <Fact label={t('shipments.shippedOn')} value={fmt.date(shipment.shipped_on)} />
        <Fact label={t('shipments.carrier')} value={shipment.carrier ?? '—'} />
        <Fact label={t('shipments.trackingNumber')} value={shipment.tracking_number ?? '—'} />
      </SimpleGrid>
      <TableScroll minWidth={280} label={t('shipments.products', { number: shipment.number })}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipments.product')}</Table.Th>
              <Table.Th style={NUMERIC}>{t('shipments.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipment.lines.map((line) => (
              <Table.Tr key={line.product.id}>
                <Table.Td>
                  <Text size="sm">{line.product.name}</Text>
                  {line.product.sku ? (
                    <Text size="xs" c="dimmed">
                      {t('shipments.sku', { sku: line.product.sku })}
                    </Text>
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
  const { t } = useTranslation(ORDERS);
  return (
    <DocumentLink
      viewer={viewer}
      text={t('shipments.packingSlip')}
      label={t('shipments.packingSlipOf', { number: shipment.number })}
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
  const { t } = useTranslation(ORDERS);
  return (
    <WhyDisabled reason={refusal}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileInvoice size={14} />}
        onClick={() => issue.run(shipment)}
        loading={issue.pending}
        disabled={Boolean(refusal)}
        aria-label={t('shipments.invoiceShipment', { number: shipment.number })}
      >
        {t('shipments.invoice')}
      </Button>
    </WhyDisabled>
  );
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
