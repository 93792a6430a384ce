import { numberCreated, Projection } from '../../../platform';
import {
  evolveTransfer,
  numberInSeries,
  TRANSFER_EVENT_TYPES,
  TransferEvent,
  TransferQuantity,
  TransferState,
} from '../../domain/transfer';

/** One step of a transfer's history as the detail and the transfer sheet show it. */
export interface TransferStep {
  type: TransferEvent['type'];
  at: string;
  actor_id: string | null;
  lines?: TransferQuantity[];
  reason?: string;
  note?: string | null;
}

interface Row {
  id: string;
  /** Its number in the provider's series, given when it was created (see numberInSeries). */
  number: number;
  state: TransferState;
  created_at: string;
  shipped_at: string | null;
  closed_at: string | null;
  history: TransferStep[];
}

/** What an event adds to the row: its state by evolveTransfer, its times and its step. */
function fold(row: Row | null, event: TransferEvent, actorId: string | null, number: number): Row {
  const state = evolveTransfer(row?.state ?? null, event);
  const { at } = event.data;
  const step: TransferStep = { type: event.type, at, actor_id: actorId };
  // A shipment's lines are there only when lots left the source: they name the lots.
  if (
    event.type === 'TransferReceived' ||
    event.type === 'TransferWrittenOff' ||
    (event.type === 'TransferShipped' && event.data.lines)
  )
    step.lines = event.data.lines;
  if (event.type === 'TransferWrittenOff') {
    step.reason = event.data.reason;
    step.note = event.data.note;
  }
  const closed = state.status === 'RECEIVED' || state.status === 'CANCELLED';
  return {
    id: state.transferId,
    number,
    state,
    created_at: row?.created_at ?? at,
    shipped_at: event.type === 'TransferShipped' ? at : (row?.shipped_at ?? null),
    closed_at: closed ? (row?.closed_at ?? at) : null,
    history: [...(row?.history ?? []), step],
  };
}

/**
 * The transfers read model: one row per transfer with its state (evolveTransfer's, the same
 * fold the commands decide on), its times and its history, as the list, the detail and the
 * transfer sheet read it. Names of products and locations are asked of their contexts when
 * read. A page's transfers are read once, folded, and written in one statement; the ones it
 * creates are numbered first.
 */
export const transfersProjection: Projection = {
  name: 'transfers',
  // 2: a shipment's step keeps the lots its units left in. 3: transfer numbers.
  version: 3,
  handles: [...TRANSFER_EVENT_TYPES],
  tables: ['transfers', 'transfer_numbers'],
  schema: `
    CREATE TABLE transfers (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      status text NOT NULL,
      from_location_id uuid NOT NULL,
      to_location_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      shipped_at timestamptz,
      closed_at timestamptz,
      state jsonb NOT NULL,
      history jsonb NOT NULL,
      number integer NOT NULL
    );
    CREATE INDEX transfers_by_provider ON transfers (provider_id, created_at DESC, id DESC);
    -- Each provider's last transfer number: never handed out again.
    CREATE TABLE transfer_numbers (
      provider_id uuid PRIMARY KEY,
      last integer NOT NULL
    );
  `,
  async apply(events, tx) {
    const ids = [...new Set(events.map((e) => (e.data as { transferId: string }).transferId))];
    const { rows: stored } = await tx.query<Row>(
      `SELECT id, number, state, created_at, shipped_at, closed_at, history FROM transfers
        WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const rows = new Map<string, Row>(
      stored.map((row) => [
        row.id,
        {
          ...row,
          created_at: new Date(row.created_at).toISOString(),
          shipped_at: row.shipped_at && new Date(row.shipped_at).toISOString(),
          closed_at: row.closed_at && new Date(row.closed_at).toISOString(),
        },
      ]),
    );
    // The transfers this page creates take the next numbers of their provider's series.
    const created = events
      .filter(
        (e) =>
          e.type === 'TransferCreated' && !rows.has((e.data as { transferId: string }).transferId),
      )
      .map((e) => {
        const { transferId, providerId } = e.data as { transferId: string; providerId: string };
        return { id: transferId, providerId };
      });
    const numbered = await numberCreated(tx, 'transfer_numbers', created, numberInSeries);
    for (const event of events) {
      const transfer = { type: event.type, data: event.data } as TransferEvent;
      const row = rows.get(transfer.data.transferId) ?? null;
      if (row && row.history.length >= Number(event.revision) + 1) continue;
      const number = row?.number ?? numbered.get(transfer.data.transferId) ?? 0;
      rows.set(
        transfer.data.transferId,
        fold(row, transfer, event.metadata.actorId ?? null, number),
      );
    }
    const all = [...rows.values()];
    await tx.query(
      `INSERT INTO transfers (id, provider_id, status, from_location_id, to_location_id,
         created_at, shipped_at, closed_at, state, history, number)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[],
         $6::timestamptz[], $7::timestamptz[], $8::timestamptz[], $9::jsonb[], $10::jsonb[],
         $11::int[])
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, shipped_at = excluded.shipped_at,
         closed_at = excluded.closed_at, state = excluded.state, history = excluded.history`,
      [
        all.map((r) => r.id),
        all.map((r) => r.state.providerId),
        all.map((r) => r.state.status),
        all.map((r) => r.state.fromLocationId),
        all.map((r) => r.state.toLocationId),
        all.map((r) => r.created_at),
        all.map((r) => r.shipped_at),
        all.map((r) => r.closed_at),
        all.map((r) => JSON.stringify(r.state)),
        all.map((r) => JSON.stringify(r.history)),
        all.map((r) => r.number),
      ],
    );
  },
};
