import { Box, Button, type MantineBreakpoint, Text, Timeline } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconCheck,
  IconFileInvoice,
  IconPackageImport,
  IconReceiptRefund,
  IconShoppingCart,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../api/openapi-types';
import type { Order } from '../api/orders';
import { i18n } from '../i18n';
import { formatsFor, localDay } from '../lib/format';

type Schemas = components['schemas'];
type Shipment = Schemas['ShipmentResponse'];
type Invoice = Schemas['InvoiceResponse'];
type OrderReturn = Schemas['ReturnResponse'];

/** What happened to an order, as its timeline tells it. */
export type TimelineKind =
  | 'placed'
  | 'shipped'
  | 'invoiced'
  | 'return-requested'
  | 'return-approved'
  | 'return-refused'
  | 'return-received'
  | 'credited'
  | 'cancelled';

/**
 * Where each kind falls in an order's life: of two events on the same day, one of them known
 * by its day alone, the earlier kind comes first (a shipment before its invoice, a receipt before
 * its credit note).
 */
const PHASE: Record<TimelineKind, number> = {
  placed: 0,
  shipped: 1,
  invoiced: 2,
  'return-requested': 3,
  'return-approved': 4,
  'return-refused': 4,
  'return-received': 5,
  credited: 6,
  cancelled: 7,
};

/** One step of the timeline: what happened, when (as people read it), and what it concerned. */
export interface TimelineEvent {
  key: string;
  kind: TimelineKind;
  title: string;
  /** The date or moment, written out; null when unknown (a cancellation). */
  when: string | null;
  detail: string | null;
}

/** An event with what places it: its day (YYYY-MM-DD, the browser's) and, when known, its moment. */
interface Placed extends TimelineEvent {
  day: string | null;
  /** Milliseconds since the epoch; null for an event known by its day alone. */
  time: number | null;
}

export interface OrderTimelineSource {
  order: Order;
  /** The lists the order page reads; absent while they load (or when there are none). */
  shipments?: readonly Shipment[];
  invoices?: readonly Invoice[];
  returns?: readonly OrderReturn[];
  /** How amounts and dates are written (the provider's locale); default: en-US. */
  locale?: string;
}

/** The day a moment falls on where the browser is, YYYY-MM-DD; null when unreadable. */
function localDayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return localDay(date);
}

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** A moment that may stand for an event of `day`: only when it falls on that day. */
function sameDayTime(value: string | null | undefined, day: string): number | null {
  return localDayOf(value) === day ? timeOf(value) : null;
}

function unitsText(units: number): string {
  return i18n.t('timeline.units', { count: units });
}

function joined(parts: readonly (string | null | undefined)[]): string | null {
  const kept = parts.filter((part): part is string => Boolean(part));
  return kept.length > 0 ? kept.join(' · ') : null;
}

function eventsOf({ order, shipments, invoices, returns, locale }: OrderTimelineSource): Placed[] {
  const fmt = formatsFor(locale);
  const events: Placed[] = [
    {
      key: 'placed',
      kind: 'placed',
      title: i18n.t('timeline.placed'),
      when: fmt.dateTime(order.created_at),
      detail: unitsText(order.line_items.reduce((sum, item) => sum + item.quantity, 0)),
      day: localDayOf(order.created_at),
      time: timeOf(order.created_at),
    },
  ];
  // A shipment is shown on the day it left; it is placed by when it was recorded, that same day.
  const shipmentTimes = new Map<string, number | null>();
  for (const shipment of shipments ?? []) {
    const time = sameDayTime(shipment.created_at, shipment.shipped_on);
    shipmentTimes.set(shipment.number, time);
    events.push({
      key: `shipment-${shipment.sequence}`,
      kind: 'shipped',
      title: i18n.t('timeline.shipped', { number: shipment.number }),
      when: fmt.date(shipment.shipped_on),
      detail: joined([
        unitsText(shipment.lines.reduce((sum, line) => sum + line.quantity, 0)),
        shipment.carrier,
        shipment.tracking_number,
      ]),
      day: shipment.shipped_on,
      time,
    });
  }
  const receivedAt = new Map<string, string | null>(
    (returns ?? []).map((each) => [each.number, each.received_at]),
  );
  for (const invoice of invoices ?? []) {
    const money = fmt.money(invoice.total, invoice.currency);
    const credit = invoice.kind === 'CREDIT_NOTE';
    // Known by its day alone; on the day of what it follows (its shipment, its return's
    // receipt), it comes right after it.
    const follows = credit
      ? sameDayTime(receivedAt.get(invoice.return_number ?? ''), invoice.issued_on)
      : invoice.shipment_number
        ? (shipmentTimes.get(invoice.shipment_number) ?? null)
        : null;
    events.push({
      key: `invoice-${invoice.id}`,
      kind: credit ? 'credited' : 'invoiced',
      title: credit
        ? i18n.t('timeline.credited', { number: invoice.number })
        : i18n.t('timeline.invoiced', { number: invoice.number }),
      when: fmt.date(invoice.issued_on),
      detail: credit
        ? joined([
            money,
            invoice.return_number
              ? i18n.t('timeline.forReturn', { number: invoice.return_number })
              : null,
          ])
        : joined([
            money,
            invoice.shipment_number
              ? i18n.t('timeline.forShipment', { number: invoice.shipment_number })
              : null,
          ]),
      day: invoice.issued_on,
      time: follows,
    });
  }
  for (const each of returns ?? []) {
    const step = (
      kind: TimelineKind,
      title: string,
      at: string | null,
      detail: string | null,
    ): Placed => ({
      key: `return-${each.sequence}-${kind}`,
      kind,
      title,
      when: fmt.dateTime(at),
      detail,
      day: localDayOf(at),
      time: timeOf(at),
    });
    events.push(
      step(
        'return-requested',
        i18n.t('timeline.returnRequested', { number: each.number }),
        each.requested_at,
        joined([
          unitsText(each.lines.reduce((sum, line) => sum + line.quantity, 0)),
          each.requested_by === 'CLIENT'
            ? i18n.t('timeline.askedByClient')
            : i18n.t('timeline.recordedByStaff'),
        ]),
      ),
    );
    if (each.status === 'REFUSED')
      events.push(
        step(
          'return-refused',
          i18n.t('timeline.returnRefused', { number: each.number }),
          each.answered_at,
          each.refusal,
        ),
      );
    else if (each.answered_at || each.status !== 'REQUESTED')
      events.push(
        step(
          'return-approved',
          i18n.t('timeline.returnApproved', { number: each.number }),
          each.answered_at,
          null,
        ),
      );
    if (each.status === 'RECEIVED') {
      const restocked = each.lines.reduce((sum, line) => sum + (line.restocked ?? 0), 0);
      const writtenOff = each.lines.reduce((sum, line) => sum + (line.written_off ?? 0), 0);
      events.push(
        step(
          'return-received',
          i18n.t('timeline.returnReceived', { number: each.number }),
          each.received_at,
          joined([
            i18n.t('timeline.restocked', { count: restocked }),
            writtenOff > 0 ? i18n.t('timeline.writtenOff', { count: writtenOff }) : null,
          ]),
        ),
      );
    }
  }
  return events;
}

/**
 * The order's timeline, oldest first: placed, each shipment, each invoice and credit note, each
 * return's steps, and its cancellation. Events known to the moment are in the order they
 * happened; one known by its day alone (an invoice) comes, on that day, after the last event of
 * an earlier or the same phase (after the shipments of the day, before the returns asked later).
 * The cancellation, whose moment the order does not carry, comes last.
 */
export function orderTimeline(source: OrderTimelineSource): TimelineEvent[] {
  const events = eventsOf(source).map((event, index) => ({ event, index }));
  const byMoment = events
    .filter(({ event }) => event.time !== null)
    .sort(
      (a, b) =>
        (a.event.time as number) - (b.event.time as number) ||
        PHASE[a.event.kind] - PHASE[b.event.kind] ||
        a.index - b.index,
    );
  const byDay = events
    .filter(({ event }) => event.time === null && event.day !== null)
    .sort(
      (a, b) =>
        (a.event.day as string).localeCompare(b.event.day as string) ||
        PHASE[a.event.kind] - PHASE[b.event.kind] ||
        a.index - b.index,
    );
  const placed = byMoment.map(({ event }) => event);
  for (const { event } of byDay) {
    const day = event.day as string;
    let at = 0;
    placed.forEach((other, index) => {
      const otherDay = other.day ?? '';
      if (otherDay < day || (otherDay === day && PHASE[other.kind] <= PHASE[event.kind]))
        at = index + 1;
    });
    placed.splice(at, 0, event);
  }
  const out: Placed[] = [...placed, ...events.map(({ event }) => event).filter((e) => !e.day)];
  if (source.order.cancelled)
    out.push({
      key: 'cancelled',
      kind: 'cancelled',
      title: i18n.t('timeline.cancelled'),
      when: null,
      detail: null,
      day: null,
      time: null,
    });
  return out.map(({ key, kind, title, when, detail }) => ({ key, kind, title, when, detail }));
}

const BULLETS: Record<TimelineKind, { icon: ComponentType<{ size?: number }>; color?: string }> = {
  placed: { icon: IconShoppingCart },
  shipped: { icon: IconTruckDelivery },
  invoiced: { icon: IconFileInvoice },
  'return-requested': { icon: IconArrowBackUp, color: 'yellow' },
  'return-approved': { icon: IconCheck, color: 'blue' },
  'return-refused': { icon: IconX, color: 'red' },
  'return-received': { icon: IconPackageImport, color: 'teal' },
  credited: { icon: IconReceiptRefund, color: 'teal' },
  cancelled: { icon: IconBan, color: 'red' },
};

/** A long tracking number or refusal breaks where it must rather than push the page sideways. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

export interface OrderTimelineProps extends OrderTimelineSource {
  /**
   * Whether only the latest steps show at first, with a button that shows the earlier ones:
   * always (true), or below a breakpoint only (where the timeline stands above the order, on a
   * phone); none: every step.
   */
  collapse?: boolean | MantineBreakpoint;
}

/** The steps a collapsed timeline shows. */
const LATEST = 3;

/**
 * An order's timeline (a Mantine Timeline), built from what the order page already reads, so the
 * provider's page and the client's portal show the same story. A list: each step one item; a
 * folded step stays in the list, hidden until the button shows it.
 */
export function OrderTimeline({ collapse, ...source }: OrderTimelineProps) {
  const { t } = useTranslation();
  const events = orderTimeline(source);
  const [expanded, setExpanded] = useState(false);
  // Folding away fewer than two steps saves nothing.
  const earlier = collapse && events.length > LATEST + 1 ? events.length - LATEST : 0;
  const folded = earlier > 0 && !expanded;
  // Below a breakpoint only: from it on, every step shows and the button goes.
  const from = typeof collapse === 'string' ? collapse : undefined;
  return (
    <>
      {earlier > 0 ? (
        // Its own block: in a card's column it would stretch across.
        <Box hiddenFrom={from} mb={folded ? 0 : 'sm'}>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={expanded}
            onClick={() => setExpanded((now) => !now)}
          >
            {expanded ? t('timeline.showLatest') : t('timeline.showEarlier', { steps: earlier })}
          </Button>
        </Box>
      ) : null}
      <Timeline active={events.length - 1} bulletSize={24} lineWidth={2} role="list">
        {events.map((event, index) => {
          const bullet = BULLETS[event.kind];
          const Icon = bullet.icon;
          const hidden = folded && index < earlier;
          return (
            <Timeline.Item
              key={event.key}
              role="listitem"
              // Folded: hidden, or shown from the breakpoint on.
              visibleFrom={hidden ? from : undefined}
              display={hidden && !from ? 'none' : undefined}
              bullet={<Icon size={14} />}
              color={bullet.color}
              title={event.title}
            >
              {event.when ? (
                <Text size="xs" c="dimmed">
                  {event.when}
                </Text>
              ) : null}
              {event.detail ? (
                <Text size="sm" style={BREAK_ANYWHERE}>
                  {event.detail}
                </Text>
              ) : null}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </>
  );
}
