import {
  Button,
  Container,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adjustReasonOptions, reasonLabel } from '../../../api/inventory';
import { BackButton } from '../../../components/back-button';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { NUMERIC } from '../../../components/list-table';
import { lotsText } from '../../../components/lots-text';
import { isNotFound, NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { TableScroll } from '../../../components/table-scroll';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { refusalOf, useSession } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  type Receipt,
  type TransferView,
  useTransfer,
  useTransferAction,
} from '../api/transfers-api';
import { TRANSFERS, type TransfersKey } from '../messages';
import { receiptErrors, receivedUnits } from '../transfer-form';
import { TransferStatusBadge } from './transfers-page';

/** Printed, the page is the transfer sheet: no menu, no header bar, no buttons. */
const PRINT_CSS = `@media print {
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-Affix-root, [data-print-hidden] {
    display: none !important;
  }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .transfer-signatures { display: flex !important; }
  @page { margin: 12mm; }
}`;

const STEP_LABELS: Record<TransferView['history'][number]['type'], TransfersKey> = {
  TransferCreated: 'detail.history.steps.created',
  TransferShipped: 'detail.history.steps.shipped',
  TransferReceived: 'detail.history.steps.received',
  TransferWrittenOff: 'detail.history.steps.writtenOff',
  TransferCancelled: 'detail.history.steps.cancelled',
};

/** A write-off's reason as the history says it: "(Damage: Dropped)", as adjustments name it. */
function reasonText(t: TFunction<'transfers'>, reason: string, note: string | null | undefined) {
  const name = reasonLabel(reason) ?? reason;
  return note
    ? t('detail.history.reasonWithNote', { reason: name, note })
    : t('detail.history.reason', { reason: name });
}

/** /provider/:providerId/transfer/:transferId: the transfer, Ship, Receive, Cancel, Print. */
export function TransferDetailPage() {
  const { providerId, transferId } = useParams() as { providerId: string; transferId: string };
  const { t } = useTranslation(TRANSFERS);
  const { data: transfer, isPending, error } = useTransfer(providerId, transferId);
  const action = useTransferAction(providerId);
  const fmt = useFormats(providerId);
  const session = useSession();
  const refusalTo = (step: 'ship' | 'receive' | 'cancel') =>
    refusalOf(
      session,
      providerId,
      `POST /api/provider/{provider_id}/transfers/{transfer_id}/${step}`,
    );
  const [receiving, setReceiving] = useState(false);

  if (isNotFound(error))
    return (
      <NotFound
        what={t('detail.notFound')}
        back={{ to: `/provider/${providerId}/transfers`, label: t('detail.back') }}
      />
    );
  if (isPending || !transfer) return <PageLoader />;

  async function run(kind: 'ship' | 'cancel', done: string) {
    try {
      await action.mutateAsync({ kind, transferId });
      notifySuccess(done);
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  /** Cancel asks first, naming the transfer and what it leaves where it is. */
  async function cancelTransfer() {
    if (!transfer) return;
    const units = transfer.lines.reduce((sum, line) => sum + line.quantity, 0);
    const sure = await confirmAction(t('detail.confirmCancel.title', { number: transfer.number }), {
      confirmLabel: t('detail.confirmCancel.confirm'),
      detail: (
        <ConfirmFacts
          facts={[
            t('detail.confirmCancel.stay', {
              count: transfer.lines.length,
              units: t('detail.confirmCancel.units', { count: units }),
              location: transfer.from_location.name,
            }),
            t('detail.confirmCancel.nothingGoes', { location: transfer.to_location.name }),
          ]}
        />
      ),
    });
    if (sure) await run('cancel', t('detail.toasts.cancelled'));
  }

  const open = transfer.status === 'IN_TRANSIT' || transfer.status === 'PARTIALLY_RECEIVED';
  return (
    <Container component="section" size="lg">
      <style>{PRINT_CSS}</style>
      <div data-print-hidden>
        <BackButton home={`/provider/${providerId}/transfers`} />
      </div>
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('detail.title', {
              number: transfer.number,
              from: transfer.from_location.name,
              to: transfer.to_location.name,
            })}
          </Title>
          <TransferStatusBadge status={transfer.status} />
        </Group>
        <Group gap="xs" data-print-hidden>
          {transfer.status === 'CREATED' ? (
            <>
              <Button
                variant="default"
                disabled={Boolean(refusalTo('cancel'))}
                onClick={cancelTransfer}
              >
                {t('detail.actions.cancel')}
              </Button>
              <Button
                disabled={Boolean(refusalTo('ship'))}
                loading={action.isPending}
                onClick={() => run('ship', t('detail.toasts.shipped'))}
              >
                {t('detail.actions.ship')}
              </Button>
            </>
          ) : null}
          {open ? (
            <Button disabled={Boolean(refusalTo('receive'))} onClick={() => setReceiving(true)}>
              {t('detail.actions.receive')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            {t('detail.actions.print')}
          </Button>
        </Group>
      </Group>
      <Stack gap="xs" mb="md">
        <Text size="sm">
          {t('detail.dates', {
            created: fmt.dateTime(transfer.created_at),
            shipped: fmt.dateTime(transfer.shipped_at),
            closed: fmt.dateTime(transfer.closed_at),
          })}
        </Text>
        {transfer.notes ? (
          <Text size="sm">{t('detail.notes', { notes: transfer.notes })}</Text>
        ) : null}
      </Stack>
      <TableScroll minWidth={480} label={t('detail.products')} mb="lg">
        <Table withTableBorder aria-label={t('detail.products')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.columns.product')}</Table.Th>
              <Table.Th style={NUMERIC}>{t('detail.columns.quantity')}</Table.Th>
              <Table.Th style={NUMERIC}>{t('detail.columns.inTransit')}</Table.Th>
              <Table.Th style={NUMERIC}>{t('detail.columns.received')}</Table.Th>
              <Table.Th style={NUMERIC}>{t('detail.columns.writtenOff')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transfer.lines.map((line) => (
              <Table.Tr key={line.product_id}>
                <Table.Td>
                  {line.product_name}
                  {lotsText(line) ? (
                    <Text size="xs" c="dimmed">
                      {lotsText(line, fmt.date)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={NUMERIC}>{line.quantity}</Table.Td>
                <Table.Td style={NUMERIC}>{line.in_transit}</Table.Td>
                <Table.Td style={NUMERIC}>{line.received}</Table.Td>
                <Table.Td style={NUMERIC}>{line.written_off}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Title order={2} size="h4" mb="xs">
        {t('detail.history.title')}
      </Title>
      <Stack gap={4} mb="lg">
        {transfer.history.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <Text size="sm" key={`${step.type}-${index}`}>
            {t('detail.history.entry', {
              at: fmt.dateTime(step.at),
              step: t(STEP_LABELS[step.type]),
            })}
            {step.lines
              ? ` ${step.lines
                  .map((l) => {
                    const lots = lotsText(l, fmt.date);
                    const units = { quantity: String(l.quantity), product: l.product_name };
                    return lots
                      ? t('detail.history.unitsWithLots', { ...units, lots })
                      : t('detail.history.units', units);
                  })
                  .join(', ')}`
              : ''}
            {step.reason ? ` ${reasonText(t, step.reason, step.note)}` : ''}
          </Text>
        ))}
      </Stack>
      <Group className="transfer-signatures" style={{ display: 'none' }} grow mt="xl">
        <Text size="sm">{t('detail.signatures.shipped')}</Text>
        <Text size="sm">{t('detail.signatures.received')}</Text>
      </Group>
      {receiving ? (
        <ReceiveModal
          transfer={transfer}
          saving={action.isPending}
          onClose={() => setReceiving(false)}
          onReceive={async (receipt) => {
            try {
              await action.mutateAsync({ kind: 'receive', transferId, body: receipt });
              notifySuccess(t('detail.toasts.received'));
              setReceiving(false);
            } catch (error) {
              notifyError(failureText(error));
            }
          }}
        />
      ) : null}
    </Container>
  );
}

/** What arrived per product (all that is in transit by default), and a reason to write off the rest. */
function ReceiveModal({
  transfer,
  saving,
  onClose,
  onReceive,
}: {
  transfer: TransferView;
  saving: boolean;
  onClose: () => void;
  onReceive: (receipt: Receipt) => void;
}) {
  const { t } = useTranslation(TRANSFERS);
  const pending = transfer.lines.filter((line) => line.in_transit > 0);
  const [quantities, setQuantities] = useState<Record<string, number | string>>(
    Object.fromEntries(pending.map((line) => [line.product_id, line.in_transit])),
  );
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // Checked once Confirm receipt is pressed, then as the figures change.
  const [checked, setChecked] = useState(false);
  const errors = checked ? receiptErrors(t, pending, quantities) : {};

  function confirm() {
    setChecked(true);
    if (Object.keys(receiptErrors(t, pending, quantities)).length > 0) return;
    onReceive({
      products: pending.map((line) => ({
        product_id: line.product_id,
        quantity: receivedUnits(quantities[line.product_id]),
      })),
      ...(reason
        ? {
            write_off_reason: reason,
            ...(note.trim() ? { write_off_note: note.trim() } : {}),
          }
        : {}),
    });
  }

  return (
    <Modal opened onClose={onClose} title={t('receive.title')}>
      <Stack>
        {pending.map((line) => (
          <NumberInput
            key={line.product_id}
            label={t('receive.line', {
              product: line.product_name,
              inTransit: String(line.in_transit),
            })}
            min={0}
            max={line.in_transit}
            // A figure above what is in transit stays as typed and is refused beside the field.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={quantities[line.product_id]}
            error={errors[line.product_id]}
            onChange={(value) => setQuantities((all) => ({ ...all, [line.product_id]: value }))}
          />
        ))}
        <Select
          label={t('receive.writeOff')}
          description={t('receive.writeOffHint')}
          placeholder={t('receive.keep')}
          clearable
          data={adjustReasonOptions()}
          value={reason}
          onChange={setReason}
        />
        {reason ? (
          <Textarea
            label={t('receive.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('receive.close')}
          </Button>
          <Button loading={saving} onClick={confirm}>
            {t('receive.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
