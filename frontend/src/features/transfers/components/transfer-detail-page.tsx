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
import { useState } from 'react';
import { useParams } from 'react-router';
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
  WRITE_OFF_REASONS,
} from '../api/transfers-api';
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

const STEP_LABELS: Record<TransferView['history'][number]['type'], string> = {
  TransferCreated: 'Created',
  TransferShipped: 'Shipped',
  TransferReceived: 'Received',
  TransferWrittenOff: 'Written off',
  TransferCancelled: 'Cancelled',
};

/** /provider/:providerId/transfer/:transferId: the transfer, Ship, Receive, Cancel, Print. */
export function TransferDetailPage() {
  const { providerId, transferId } = useParams() as { providerId: string; transferId: string };
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
        what="Transfer"
        back={{ to: `/provider/${providerId}/transfers`, label: 'Back to transfers' }}
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
    const sure = await confirmAction(`Cancel transfer ${transfer.number}?`, {
      confirmLabel: 'Cancel transfer',
      detail: (
        <ConfirmFacts
          facts={[
            `${transfer.lines.length} ${transfer.lines.length === 1 ? 'product' : 'products'}, ${units} ${
              units === 1 ? 'unit' : 'units'
            } stay at ${transfer.from_location.name}: nothing has left it yet.`,
            `Nothing goes to ${transfer.to_location.name}.`,
          ]}
        />
      ),
    });
    if (sure) await run('cancel', 'The transfer has been cancelled.');
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
            Transfer {transfer.number}: {transfer.from_location.name} → {transfer.to_location.name}
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
                Cancel transfer
              </Button>
              <Button
                disabled={Boolean(refusalTo('ship'))}
                loading={action.isPending}
                onClick={() => run('ship', 'The transfer has been shipped.')}
              >
                Ship
              </Button>
            </>
          ) : null}
          {open ? (
            <Button disabled={Boolean(refusalTo('receive'))} onClick={() => setReceiving(true)}>
              Receive
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Group>
      <Stack gap="xs" mb="md">
        <Text size="sm">
          Created {fmt.dateTime(transfer.created_at)} · Shipped {fmt.dateTime(transfer.shipped_at)}{' '}
          · Closed {fmt.dateTime(transfer.closed_at)}
        </Text>
        {transfer.notes ? <Text size="sm">Notes: {transfer.notes}</Text> : null}
      </Stack>
      <TableScroll minWidth={480} label="Products" mb="lg">
        <Table withTableBorder aria-label="Products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th style={NUMERIC}>Quantity</Table.Th>
              <Table.Th style={NUMERIC}>In transit</Table.Th>
              <Table.Th style={NUMERIC}>Received</Table.Th>
              <Table.Th style={NUMERIC}>Written off</Table.Th>
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
        History
      </Title>
      <Stack gap={4} mb="lg">
        {transfer.history.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <Text size="sm" key={`${step.type}-${index}`}>
            {fmt.dateTime(step.at)}: {STEP_LABELS[step.type]}
            {step.lines
              ? ` ${step.lines
                  .map((l) => {
                    const lots = lotsText(l, fmt.date);
                    return `${l.quantity} ${l.product_name}${lots ? ` (${lots})` : ''}`;
                  })
                  .join(', ')}`
              : ''}
            {step.reason ? ` (${step.reason}${step.note ? `: ${step.note}` : ''})` : ''}
          </Text>
        ))}
      </Stack>
      <Group className="transfer-signatures" style={{ display: 'none' }} grow mt="xl">
        <Text size="sm">Shipped by: ____________________</Text>
        <Text size="sm">Received by: ____________________</Text>
      </Group>
      {receiving ? (
        <ReceiveModal
          transfer={transfer}
          saving={action.isPending}
          onClose={() => setReceiving(false)}
          onReceive={async (receipt) => {
            try {
              await action.mutateAsync({ kind: 'receive', transferId, body: receipt });
              notifySuccess('The transfer has been received.');
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
  const pending = transfer.lines.filter((line) => line.in_transit > 0);
  const [quantities, setQuantities] = useState<Record<string, number | string>>(
    Object.fromEntries(pending.map((line) => [line.product_id, line.in_transit])),
  );
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // Checked once Confirm receipt is pressed, then as the figures change.
  const [checked, setChecked] = useState(false);
  const errors = checked ? receiptErrors(pending, quantities) : {};

  function confirm() {
    setChecked(true);
    if (Object.keys(receiptErrors(pending, quantities)).length > 0) return;
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
    <Modal opened onClose={onClose} title="Receive transfer">
      <Stack>
        {pending.map((line) => (
          <NumberInput
            key={line.product_id}
            label={`${line.product_name} received (of ${line.in_transit} in transit)`}
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
          label="Write off the rest"
          description="Leave empty to keep what did not arrive in transit."
          placeholder="Keep in transit"
          clearable
          data={WRITE_OFF_REASONS.map((value) => ({ value, label: value }))}
          value={reason}
          onChange={setReason}
        />
        {reason ? (
          <Textarea label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button loading={saving} onClick={confirm}>
            Confirm receipt
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
