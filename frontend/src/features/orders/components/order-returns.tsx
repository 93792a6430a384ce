import { Alert, Badge, Box, Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconPackageImport,
  IconReceiptRefund,
  IconX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../../../api/locations';
import type { Order, OrderViewer } from '../../../api/orders';
import { confirmAction } from '../../../components/confirm';
import { SectionCard } from '../../../components/section-card';
import { WhyDisabled } from '../../../components/why-disabled';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type Invoice, useInvoices } from '../api/invoices-api';
import {
  APPROVE_RETURN_ROUTE,
  CREDIT_NOTE_ROUTE,
  type OrderReturn,
  RECEIVE_RETURN_ROUTE,
  RECORD_RETURN_ROUTE,
  REFUSE_RETURN_ROUTE,
  useAnswerReturn,
  useIssueCreditNote,
  useReturns,
} from '../api/returns-api';
import { shippedUnits } from '../api/shipments-api';
import { ORDERS } from '../messages';
import {
  canReturnAny,
  creditNoteOf,
  linesToReturn,
  RETURN_STATUSES,
  returnReasonLabel,
  returnStatusLabel,
  returnUnits,
  unitsText,
  writeOffReasonLabel,
} from '../returns';
import { ReceiveReturnDialog } from './receive-return-dialog';
import { RefuseReturnDialog } from './refuse-return-dialog';
import { ReturnDialog } from './return-dialog';

/** A long note or refusal breaks where it must rather than push the page sideways. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** Whether the order detail shows its Returns: an order once something of it has shipped. */
export function showsReturns(order: Order): boolean {
  return order.transaction_type === 'ORDER' && shippedUnits(order) > 0;
}

export interface OrderReturnsProps {
  viewer: OrderViewer;
  order: Order;
}

/**
 * The order's Returns (with the space above it), oldest first: each one's number, status, lines
 * with their reasons, the note, the refusal, and once received where its units went and its
 * credit note. The client asks for one here (Return items); staff record one for the client
 * (Record a return), approve or refuse what was asked, receive what was approved (its credit
 * note issued with it) and issue a credit note that did not go out.
 */
export function OrderReturns({ viewer, order }: OrderReturnsProps) {
  const provider = viewer.kind === 'provider' ? viewer : null;
  const { data: returns, isPending, isError } = useReturns(viewer, order);
  const { data: invoices } = useInvoices(viewer, order);
  const refusal = useRefusal(provider?.providerId, RECORD_RETURN_ROUTE);
  const [asking, setAsking] = useState(false);
  const returnable = returns ? canReturnAny(linesToReturn(order, returns)) : false;
  const { t } = useTranslation(ORDERS);

  const action = returnable ? (
    <WhyDisabled reason={refusal}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={() => setAsking(true)}
        disabled={Boolean(refusal)}
      >
        {provider ? t('returns.record') : t('returns.returnItems')}
      </Button>
    </WhyDisabled>
  ) : null;

  return (
    <Box mt="md">
      <SectionCard title={t('returns.title')} actions={action}>
        {isPending ? (
          <Skeleton height={48} />
        ) : isError || !returns ? (
          <Text c="dimmed">{t('returns.loadFailed')}</Text>
        ) : returns.length === 0 ? (
          <Text c="dimmed">
            {provider ? t('returns.empty.provider') : t('returns.empty.client')}
          </Text>
        ) : (
          <Stack gap="md">
            {returns.map((each, index) => (
              <Fragment key={each.sequence}>
                {index > 0 ? <Divider /> : null}
                <ReturnView
                  viewer={viewer}
                  order={order}
                  ret={each}
                  invoices={invoices}
                  creditNote={creditNoteOf(each, invoices)}
                />
              </Fragment>
            ))}
          </Stack>
        )}
      </SectionCard>
      {asking && returns ? (
        <ReturnDialog
          viewer={viewer}
          order={order}
          returns={returns}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Box>
  );
}

interface ReturnViewProps {
  viewer: OrderViewer;
  order: Order;
  ret: OrderReturn;
  /** The order's invoices, credit notes among them; undefined while they load. */
  invoices: Invoice[] | undefined;
  creditNote: Invoice | undefined;
}

function ReturnView({ viewer, order, ret, invoices, creditNote }: ReturnViewProps) {
  const { t } = useTranslation(ORDERS);
  const name = t('returns.name', { number: ret.number });
  const status = RETURN_STATUSES[ret.status];
  const provider = viewer.kind === 'provider' ? viewer : null;
  const fmt = useFormats(provider?.providerId);
  const requestedAt = fmt.dateTime(ret.requested_at);
  const asked =
    ret.requested_by === 'CLIENT'
      ? t('returns.asked', { date: requestedAt })
      : t('returns.recorded', { date: requestedAt });
  const answered =
    ret.answered_at && ret.status !== 'REQUESTED'
      ? ret.status === 'REFUSED'
        ? t('returns.refusedOn', { date: fmt.dateTime(ret.answered_at) })
        : t('returns.approvedOn', { date: fmt.dateTime(ret.answered_at) })
      : null;
  const received = ret.received_at
    ? t('returns.receivedOn', { date: fmt.dateTime(ret.received_at) })
    : null;
  return (
    <Box component="article" aria-label={name}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs" align="center">
          <Text fw={600}>{name}</Text>
          <Badge color={status.color} variant="light">
            {returnStatusLabel(ret.status)}
          </Badge>
        </Group>
        {provider ? (
          <ReturnActions
            providerId={provider.providerId}
            order={order}
            ret={ret}
            credited={Boolean(creditNote) || invoices === undefined}
          />
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {[asked, answered, received].filter(Boolean).join(' · ')}
      </Text>
      <Stack gap={6} mb="xs">
        {ret.lines.map((line) => (
          <Group
            key={line.product_id}
            justify="space-between"
            gap="xs"
            wrap="nowrap"
            align="flex-start"
          >
            <Box miw={0}>
              <Text size="sm" style={BREAK_ANYWHERE}>
                {line.product_name}
              </Text>
              <Text size="xs" c="dimmed">
                {receivedText(t, line) ?? returnReasonLabel(line.reason)}
              </Text>
            </Box>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {unitsText(line.quantity)}
            </Text>
          </Group>
        ))}
      </Stack>
      {ret.note ? (
        <Text size="sm" mb="xs" style={BREAK_ANYWHERE}>
          <Text component="span" size="sm" c="dimmed">
            {t('returns.note')}
          </Text>
          {ret.note}
        </Text>
      ) : null}
      {!provider && ret.status === 'APPROVED' ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t('returns.approvedHint')}
        </Text>
      ) : null}
      {ret.status === 'REFUSED' && ret.refusal ? (
        <Alert
          color="red"
          variant="light"
          title={t('returns.refused')}
          p="xs"
          mb="xs"
          style={BREAK_ANYWHERE}
        >
          {ret.refusal}
        </Alert>
      ) : null}
      {ret.status === 'RECEIVED' ? (
        <Text size="sm" c="dimmed">
          {creditNote
            ? t('returns.creditNote', { number: creditNote.number })
            : t('returns.noCreditNote')}
          {provider && ret.location_id ? (
            <RestockedAt providerId={provider.providerId} locationId={ret.location_id} />
          ) : null}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * How a received line came back: "Damaged · 1 restocked · 1 written off (Damage)", in the
 * language shown.
 */
function receivedText(t: TFunction<'orders'>, line: OrderReturn['lines'][number]): string | null {
  if (line.restocked === null && line.written_off === null) return null;
  const parts = [
    returnReasonLabel(line.reason),
    t('returns.restocked', { units: line.restocked ?? 0 }),
  ];
  if (line.written_off) {
    const why = writeOffReasonLabel(line.write_off_reason);
    parts.push(
      why
        ? t('returns.writtenOffWhy', { units: line.written_off, why })
        : t('returns.writtenOff', { units: line.written_off }),
    );
  }
  return parts.join(' · ');
}

/** Where the restocked units went, by the location's name (staff only: it reads the locations). */
function RestockedAt({ providerId, locationId }: { providerId: string; locationId: string }) {
  const { data: locations } = useLocations(providerId);
  const location = locations?.find((each) => each.id === locationId);
  const { t } = useTranslation(ORDERS);
  return location ? t('returns.restockedAt', { location: location.name }) : null;
}

interface ReturnActionsProps {
  providerId: string;
  order: Order;
  ret: OrderReturn;
  /** Its credit note is issued (or the invoices are not known yet): no Issue credit note. */
  credited: boolean;
}

/**
 * Staff's actions on a return: Approve and Refuse while requested, Receive once approved, and
 * Issue credit note once received without one. Each is disabled, saying why, for a member the
 * server would refuse.
 */
function ReturnActions({ providerId, order, ret, credited }: ReturnActionsProps) {
  const answerRefusal = useRefusal(providerId, APPROVE_RETURN_ROUTE);
  const refuseRefusal = useRefusal(providerId, REFUSE_RETURN_ROUTE);
  const receiveRefusal = useRefusal(providerId, RECEIVE_RETURN_ROUTE);
  const creditRefusal = useRefusal(providerId, CREDIT_NOTE_ROUTE);
  const answer = useAnswerReturn(providerId, order.id);
  const credit = useIssueCreditNote(providerId, order.id);
  const [dialog, setDialog] = useState<'refuse' | 'receive' | null>(null);
  const { t } = useTranslation(ORDERS);

  async function approve() {
    const sure = await confirmAction(
      t('returns.confirmApprove', { number: ret.number, units: unitsText(returnUnits(ret)) }),
      { confirmLabel: t('returns.approve'), danger: false },
    );
    if (!sure) return;
    try {
      await answer.mutateAsync({ sequence: ret.sequence, answer: { action: 'approve' } });
      notifySuccess(t('returns.approvedToast', { number: ret.number }));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  async function issueCreditNote() {
    try {
      const note = await credit.mutateAsync(ret.sequence);
      notifySuccess(t('returns.creditNoteIssued', { number: note.number }));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  const buttons =
    ret.status === 'REQUESTED' ? (
      <>
        <WhyDisabled reason={answerRefusal}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={14} />}
            onClick={approve}
            loading={answer.isPending}
            disabled={Boolean(answerRefusal)}
            aria-label={t('returns.approveReturn', { number: ret.number })}
          >
            {t('returns.approve')}
          </Button>
        </WhyDisabled>
        <WhyDisabled reason={refuseRefusal}>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconX size={14} />}
            onClick={() => setDialog('refuse')}
            disabled={Boolean(refuseRefusal) || answer.isPending}
            aria-label={t('returns.refuseReturn', { number: ret.number })}
          >
            {t('returns.refuse')}
          </Button>
        </WhyDisabled>
      </>
    ) : ret.status === 'APPROVED' ? (
      <WhyDisabled reason={receiveRefusal}>
        <Button
          size="xs"
          leftSection={<IconPackageImport size={14} />}
          onClick={() => setDialog('receive')}
          disabled={Boolean(receiveRefusal)}
          aria-label={t('returns.receiveReturn', { number: ret.number })}
        >
          {t('returns.receive')}
        </Button>
      </WhyDisabled>
    ) : ret.status === 'RECEIVED' && !credited ? (
      <WhyDisabled reason={creditRefusal}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconReceiptRefund size={14} />}
          onClick={issueCreditNote}
          loading={credit.isPending}
          disabled={Boolean(creditRefusal)}
          aria-label={t('returns.issueCreditNoteFor', { number: ret.number })}
        >
          {t('returns.issueCreditNote')}
        </Button>
      </WhyDisabled>
    ) : null;

  if (!buttons) return null;
  return (
    <>
      <Group gap="xs">{buttons}</Group>
      {dialog === 'refuse' ? (
        <RefuseReturnDialog
          providerId={providerId}
          orderId={order.id}
          ret={ret}
          onClose={() => setDialog(null)}
        />
      ) : dialog === 'receive' ? (
        <ReceiveReturnDialog
          providerId={providerId}
          order={order}
          ret={ret}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
