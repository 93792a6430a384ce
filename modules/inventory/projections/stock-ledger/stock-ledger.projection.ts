import { occurredAt, Projection } from '../../../platform';
import { STOCK_CHANGED, StockChanged } from '../../domain/stock-stream';

/**
 * The stock ledger: one row per stock change, with the running figures it left, the time it is
 * shown at (recorded), the time it applies at (effective), its global position, the order or
 * movement behind it, who did it and, for an adjustment, why. Any stock figure is the last row
 * of its cell, and as of any moment (as known then) the last row up to then; a back-dated
 * correction recorded later adds to moments before it only as known after its recording.
 *
 * Rows follow the order the changes committed in (global position), and their time never runs
 * backwards along it within a provider: a row's `at` is the later of its command's time and the
 * previous row's `at`. A command that lost a race for a stock retries and commits after commands
 * that started later; by its own time it would sort before changes it came after, and "as of" would
 * mix up levels (docs/decisions/stock-history-in-commit-order.md). With this rule, ordering by time
 * then position is ordering by position, and "as of T" is a prefix of what committed.
 */
/** A time as the ledger's entries write it: seconds since 1970 with six decimals. */
const epochText = (column: string) =>
  `extract(epoch FROM ${column} - timestamptz '1970-01-01 00:00:00+00')::text`;

/** A text's UTF-8 bytes, immutably (`convert_to` is only stable): `decode` reads `\\` as `\`. */
const utf8 = (text: string) => `decode(replace(${text}, '\\', '\\\\'), 'escape')`;

/**
 * A row's entry, what the audit replay checks it by: `product location at dCurrent dCommitted
 * runningCurrent runningCommitted effective reason note position`, times as `epochText` writes
 * them, effective `=` when the change applies when shown (else its time), reason `-` for none,
 * note the SHA-256 (hex) of its UTF-8, `-` for none, and the event's position (commit/prepare).
 * Built of immutable functions only, so that a generated column can hash it.
 */
export const LEDGER_ENTRY = `product_id::text || ' ' || location_id::text || ' ' ||
  ${epochText('at')} || ' ' || delta_current::text || ' ' || delta_committed::text || ' ' ||
  running_current::text || ' ' || running_committed::text || ' ' ||
  CASE WHEN effective_at = at THEN '=' ELSE ${epochText('effective_at')} END || ' ' ||
  coalesce(adjust_reason, '-') || ' ' ||
  coalesce(encode(sha256(${utf8('adjust_note')}), 'hex'), '-') || ' ' ||
  commit_position::text || '/' || prepare_position::text`;

export const stockLedgerProjection: Projection = {
  name: 'stock_ledger',
  // 2: `at` is the time shown in commit order (was the command's time).
  // 3: effective time, adjustment reason and note (back-dated corrections, issue 18).
  // 4: each row's entry hash, kept by PostgreSQL beside the row (the replay's digests).
  version: 4,
  handles: [STOCK_CHANGED],
  tables: ['stock_ledger'],
  schema: `
    CREATE TABLE stock_ledger (
      event_id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      product_id uuid NOT NULL,
      location_id uuid NOT NULL,
      at timestamptz NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      event_type text NOT NULL,
      order_id uuid NOT NULL,
      order_type text NOT NULL,
      actor_id text,
      actor_type text,
      delta_current integer NOT NULL,
      delta_committed integer NOT NULL,
      running_current integer NOT NULL,
      running_committed integer NOT NULL,
      -- When the change applies: \`at\` (its recording), or earlier for a back-dated ADJUST.
      effective_at timestamptz NOT NULL,
      adjust_reason text,
      adjust_note text,
      -- SHA-256 of the row's entry (LEDGER_ENTRY), worked out by PostgreSQL on every insert and
      -- update of the row, so it always describes the row as it stands: the audit replay
      -- compares a page of the ledger with the events by hashing these, from the time index.
      entry_hash bytea NOT NULL GENERATED ALWAYS AS (sha256(${utf8(LEDGER_ENTRY)})) STORED
    );
    -- A cell's history, newest first: as-of reads take the first row at or before a moment,
    -- from the index alone (the figures are included).
    CREATE INDEX stock_ledger_cell ON stock_ledger
      (provider_id, product_id, location_id, at DESC, commit_position DESC, prepare_position DESC)
      INCLUDE (running_current, running_committed);
    -- A provider's ledger by time, for pages without a product, the newest row's time and the
    -- replay's walk in commit order (its digests from the index alone: the hashes are included).
    CREATE INDEX stock_ledger_time ON stock_ledger
      (provider_id, at DESC, commit_position DESC, prepare_position DESC) INCLUDE (entry_hash);
    -- The back-dated changes only (few): as of T known at K adds, to a cell's last row recorded
    -- by T, those recorded after T (by K) that apply at or before T.
    CREATE INDEX stock_ledger_backdated ON stock_ledger
      (provider_id, product_id, location_id, effective_at)
      INCLUDE (at, delta_current, delta_committed)
      WHERE effective_at < at;
  `,
  async apply(events, tx) {
    const rows = events.map((event) => {
      const { data } = event as unknown as StockChanged;
      return {
        id: event.id,
        data,
        at: occurredAt(event),
        commit: event.position.commit.toString(),
        prepare: event.position.prepare.toString(),
        actorId: event.metadata.actorId ?? null,
        actorType: event.metadata.actorType ?? null,
        effectiveAt: data.effectiveAt ?? null,
      };
    });
    // The page comes in global order (WITH ORDINALITY keeps it); each row's time is the latest
    // command time so far in its provider's ledger: the newest stored row (one probe of the
    // time index per provider), then this page's rows up to it.
    await tx.query(
      `WITH page AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::timestamptz[],
           $6::bigint[], $7::bigint[], $8::text[], $9::uuid[], $10::text[], $11::text[], $12::text[],
           $13::int[], $14::int[], $15::int[], $16::int[], $17::timestamptz[], $18::text[],
           $19::text[]) WITH ORDINALITY
           AS p (event_id, provider_id, product_id, location_id, occurred_at, commit_position,
                 prepare_position, event_type, order_id, order_type, actor_id, actor_type,
                 delta_current, delta_committed, running_current, running_committed,
                 effective_at, adjust_reason, adjust_note, n)
       ),
       newest AS MATERIALIZED (
         SELECT p.provider_id,
                (SELECT l.at FROM stock_ledger l WHERE l.provider_id = p.provider_id
                  ORDER BY l.at DESC LIMIT 1) AS at
           FROM (SELECT DISTINCT provider_id FROM page) p
       ),
       shown AS (
         SELECT p.*, greatest(newest.at,
                  max(p.occurred_at) OVER (PARTITION BY p.provider_id ORDER BY p.n)) AS at
           FROM page p JOIN newest USING (provider_id)
       )
       INSERT INTO stock_ledger (event_id, provider_id, product_id, location_id, at,
         commit_position, prepare_position, event_type, order_id, order_type, actor_id, actor_type,
         delta_current, delta_committed, running_current, running_committed, effective_at,
         adjust_reason, adjust_note)
       SELECT s.event_id, s.provider_id, s.product_id, s.location_id, s.at,
              s.commit_position, s.prepare_position, s.event_type, s.order_id, s.order_type,
              s.actor_id, s.actor_type, s.delta_current, s.delta_committed, s.running_current,
              s.running_committed,
              -- An effective time applies only when earlier than the time the row is shown at.
              CASE WHEN s.effective_at < s.at THEN s.effective_at ELSE s.at END,
              s.adjust_reason, s.adjust_note
         FROM shown s
       ON CONFLICT (event_id) DO NOTHING`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.data.providerId),
        rows.map((r) => r.data.productId),
        rows.map((r) => r.data.locationId),
        rows.map((r) => r.at),
        rows.map((r) => r.commit),
        rows.map((r) => r.prepare),
        rows.map((r) => r.data.reason),
        rows.map((r) => r.data.orderId),
        rows.map((r) => r.data.orderType),
        rows.map((r) => r.actorId),
        rows.map((r) => r.actorType),
        rows.map((r) => r.data.delta.current),
        rows.map((r) => r.data.delta.committed),
        rows.map((r) => r.data.after.current),
        rows.map((r) => r.data.after.committed),
        rows.map((r) => r.effectiveAt),
        rows.map((r) => r.data.adjustment?.reason ?? null),
        rows.map((r) => r.data.adjustment?.note ?? null),
      ],
    );
  },
};
