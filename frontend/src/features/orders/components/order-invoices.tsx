import { Box, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderViewer } from '../../../api/orders';
import { confirmAction } from '../../../components/confirm';
import { NUMERIC } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { TableScroll } from '../../../components/table-scroll';
import { WhyDisabled } from '../../../components/why-disabled';
import { failureText } from '../../../lib/api-client';
import { formatsFor } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import {
  clientInvoicePdfUrl,
  downloadInvoicePdf,
  INVOICE_ROUTE,
  type Invoice,
  useInvoices,
  useIssueInvoice,
} from '../api/invoices-api';
import { ORDERS } from '../messages';
import { DocumentLink } from './document-link';

/** What an order's invoices cover: the whole order, or each shipment as it leaves. */
export type InvoicePer = 'ORDER' | 'SHIPMENT';

export interface OrderInvoicesProps {
  viewer: OrderViewer;
  order: Order;
  /** The provider's choice (business settings); unknown while it loads, and to the client. */
  invoicePer: InvoicePer | undefined;
  /** How amounts and dates are written (the provider's locale); default: en-US. */
  locale: string | undefined;
  /** A column of each invoice's payment (composed by the route: status, open, Record payment). */
  payment?: InvoicePaymentSlot;
}

/** What a payment column shows: its header, and each document's cell. */
export interface InvoicePaymentSlot {
  header: ReactNode;
  cell: (invoice: Invoice, order: Order) => ReactNode;
}

/** Days and amounts stay on one line; a narrow table scrolls rather than break them. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Issues an invoice of the whole order (`shipment` null) or of one shipment, after asking: it
 * takes the next number of the provider's series and stays. Answers whether it was issued.
 */
export function useIssueInvoiceAction(providerId: string, order: Order) {
  const issue = useIssueInvoice(providerId, order.id);
  const { t } = useTranslation(ORDERS);
  async function run(shipment: { sequence: number; number: string } | null): Promise<void> {
    const sure = await confirmAction(
      shipment
        ? t('invoices.confirmShipment', { number: shipment.number })
        : t('invoices.confirmOrder', { number: order.number }),
      { confirmLabel: t('invoices.issue'), danger: false },
    );
    if (!sure) return;
    try {
      const invoice = await issue.mutateAsync(shipment?.sequence ?? null);
      notifySuccess(t('invoices.issued', { number: invoice.number }));
    } catch (error) {
      notifyError(failureText(error));
    }
  }
  return { run, pending: issue.isPending };
}

/**
 * The order's Invoices (with the space above it): each one's number, the shipment it covers
 * (invoiced per shipment), the day issued and due, its total and its PDF; with them the credit
 * notes of its returns, named as such ("Credit note CN-1001 · return #1001-R1"). The provider issues the order's invoice here when
 * invoices go per order (those per shipment are issued from each shipment); the client sees
 * what was issued, once there is something, with a link to each PDF.
 */
export function OrderInvoices({ viewer, order, invoicePer, locale, payment }: OrderInvoicesProps) {
  const provider = viewer.kind === 'provider' ? viewer : null;
  const { data: invoices, isPending, isError } = useInvoices(viewer, order);
  const refusal = useRefusal(provider?.providerId, INVOICE_ROUTE);
  const issue = useIssueInvoiceAction(provider?.providerId ?? '', order);
  const { t } = useTranslation(ORDERS);

  // The client sees the section once something has been invoiced.
  if (!provider && !invoices?.length) return null;

  // Credit notes (of returns) are listed here too; only an invoice stops Issue invoice.
  const canIssue =
    Boolean(provider) &&
    invoicePer === 'ORDER' &&
    !order.cancelled &&
    !order.hold &&
    invoices !== undefined &&
    !invoices.some(isInvoice);

  const action = canIssue ? (
    <WhyDisabled reason={refusal}>
      <Button
        size="xs"
        leftSection={<IconFileInvoice size={14} />}
        onClick={() => issue.run(null)}
        loading={issue.pending}
        disabled={Boolean(refusal)}
      >
        {t('invoices.issue')}
      </Button>
    </WhyDisabled>
  ) : null;

  return (
    <Box mt="md">
      <SectionCard title={t('invoices.title')} actions={action}>
        {isPending ? (
          <Skeleton height={48} />
        ) : isError || !invoices ? (
          <Text c="dimmed">{t('invoices.loadFailed')}</Text>
        ) : invoices.length === 0 ? (
          <Text c="dimmed">{emptyText(t, order, invoicePer)}</Text>
        ) : (
          <InvoiceList
            viewer={viewer}
            invoices={invoices}
            locale={locale}
            payment={payment && { ...payment, cell: (invoice) => payment.cell(invoice, order) }}
          />
        )}
      </SectionCard>
    </Box>
  );
}

/** An invoice proper, not a credit note (an answer cached before kinds came is an invoice). */
function isInvoice(invoice: Invoice): boolean {
  return (invoice.kind ?? 'INVOICE') === 'INVOICE';
}

/**
 * What the document is, as the list names it: an invoice by its number (INV-1001), a credit note
 * by its kind, number and return ("Credit note CN-1001 · return #1001-R1").
 */
export function documentName(
  t: TFunction<'orders'>,
  invoice: Invoice,
): { name: string; more: string | null } {
  if (isInvoice(invoice)) return { name: invoice.number, more: null };
  return {
    name: t('invoices.creditNote', { number: invoice.number }),
    more: invoice.return_number ? t('invoices.ofReturn', { number: invoice.return_number }) : null,
  };
}

/** The document's name, with what it more says dimmed. */
function DocumentName({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(ORDERS);
  const { name, more } = documentName(t, invoice);
  return (
    <>
      <span style={NO_WRAP}>{name}</span>
      {more ? (
        <Text component="span" size="sm" c="dimmed" fw={400} style={NO_WRAP}>
          {more}
        </Text>
      ) : null}
    </>
  );
}

function emptyText(
  t: TFunction<'orders'>,
  order: Order,
  invoicePer: InvoicePer | undefined,
): string {
  if (invoicePer === 'SHIPMENT') return t('invoices.empty.perShipment');
  if (order.cancelled) return t('invoices.empty.cancelled');
  return t('invoices.empty.none');
}

interface InvoiceListProps {
  viewer: OrderViewer;
  invoices: Invoice[];
  locale: string | undefined;
  payment?: { header: ReactNode; cell: (invoice: Invoice) => ReactNode };
}

/** A table where it fits; on a phone, one stacked entry per invoice. */
function InvoiceList({ viewer, invoices, locale, payment }: InvoiceListProps) {
  const provider = viewer.kind === 'provider';
  const perShipment = invoices.some((invoice) => isInvoice(invoice) && invoice.shipment_number);
  const fmt = formatsFor(locale);
  const money = (invoice: Invoice) => fmt.money(invoice.total, invoice.currency);
  const { t } = useTranslation(ORDERS);
  return (
    <>
      <Box visibleFrom="xs">
        <TableScroll minWidth={(provider ? 480 : 320) + (payment ? 200 : 0)}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  {invoices.some((invoice) => !isInvoice(invoice))
                    ? t('invoices.columns.document')
                    : t('invoices.columns.invoice')}
                </Table.Th>
                {perShipment ? <Table.Th>{t('invoices.columns.shipment')}</Table.Th> : null}
                <Table.Th>{t('invoices.columns.issuedOn')}</Table.Th>
                {provider ? <Table.Th>{t('invoices.columns.dueOn')}</Table.Th> : null}
                <Table.Th style={NUMERIC}>{t('invoices.columns.total')}</Table.Th>
                {payment ? <Table.Th>{payment.header}</Table.Th> : null}
                <Table.Th>
                  <VisuallyHidden>{t('invoices.columns.pdf')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td fw={600}>
                    <DocumentName invoice={invoice} />
                  </Table.Td>
                  {perShipment ? (
                    <Table.Td>
                      {isInvoice(invoice)
                        ? (invoice.shipment_number ?? t('invoices.wholeOrder'))
                        : '—'}
                    </Table.Td>
                  ) : null}
                  <Table.Td style={NO_WRAP}>{fmt.date(invoice.issued_on)}</Table.Td>
                  {provider ? (
                    <Table.Td style={NO_WRAP}>
                      {isInvoice(invoice) ? fmt.date(invoice.due_on) : '—'}
                    </Table.Td>
                  ) : null}
                  <Table.Td style={{ ...NUMERIC, ...NO_WRAP }}>{money(invoice)}</Table.Td>
                  {payment ? <Table.Td>{payment.cell(invoice)}</Table.Td> : null}
                  <Table.Td style={{ textAlign: 'right' }}>
                    <PdfControl viewer={viewer} invoice={invoice} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
      <Stack hiddenFrom="xs" gap="sm">
        {invoices.map((invoice) => (
          <Box
            key={invoice.id}
            component="article"
            aria-label={
              isInvoice(invoice)
                ? t('invoices.invoiceName', { number: invoice.number })
                : documentName(t, invoice).name
            }
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm" miw={0}>
                <DocumentName invoice={invoice} />
                {isInvoice(invoice) && invoice.shipment_number ? (
                  <Text component="span" size="sm" c="dimmed" fw={400}>
                    {t('invoices.ofShipment', { number: invoice.shipment_number })}
                  </Text>
                ) : null}
              </Text>
              <Text size="sm" fw={600} style={NUMERIC}>
                {money(invoice)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs" mt={4}>
              <Text size="xs" c="dimmed">
                {provider && isInvoice(invoice)
                  ? t('invoices.issuedDue', {
                      issued: fmt.date(invoice.issued_on),
                      due: fmt.date(invoice.due_on),
                    })
                  : t('invoices.issuedOnly', { issued: fmt.date(invoice.issued_on) })}
              </Text>
              <PdfControl viewer={viewer} invoice={invoice} />
            </Group>
            {payment ? <Box mt={6}>{payment.cell(invoice)}</Box> : null}
          </Box>
        ))}
      </Stack>
    </>
  );
}

/** The invoice's PDF: saved with the token by the provider, opened by the client. */
function PdfControl({ viewer, invoice }: { viewer: OrderViewer; invoice: Invoice }) {
  const { t } = useTranslation(ORDERS);
  return (
    <DocumentLink
      viewer={viewer}
      text={t('invoices.pdf')}
      label={t('invoices.pdfOf', { number: invoice.number })}
      icon={<IconDownload size={14} />}
      clientUrl={(clientId) => clientInvoicePdfUrl(clientId, invoice.id)}
      download={(providerId) => downloadInvoicePdf(providerId, invoice)}
    />
  );
}
