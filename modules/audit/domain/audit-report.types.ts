/**
 * What GET …/audit/report answers and `audit report` prints: the audit builds it and the
 * frontend imports it (types only). It imports types of pure domain code only, so that both
 * sides can read it.
 */
import type { SignedCheckpoint } from './checkpoint';

/** Current and committed stock; total is their sum. */
export interface Figures {
  current: number;
  committed: number;
  total: number;
}

/** One product at one location over the period: opening, what changed, closing. */
export interface ReportCell {
  product_id: string;
  product_name: string | null;
  location_id: string;
  location_name: string | null;
  /** As of the period's start and end, as known when the report was made. */
  opening: Figures;
  closing: Figures;
  /** The period's changes added up (current, committed). */
  change: { current: number; committed: number };
  /** How many changes apply in the period. */
  changes: number;
  /** Whether opening plus the period's changes is the closing figure. */
  reconciles: boolean;
}

/** The changes of one type (and, for adjustments, one reason) over the period, added up. */
export interface MovementLine {
  /** ORDER, IN, OUT or ADJUST. */
  order_type: string;
  /** placed, fulfilled or cancelled. */
  event_type: string;
  /** In words: "Stock in", "Order committed", "Adjustment"… */
  label: string;
  /** An adjustment's reason (COUNT, DAMAGE, THEFT, CORRECTION, OTHER); null otherwise or none. */
  reason: string | null;
  changes: number;
  current: number;
  committed: number;
}

/** One adjustment of the period: who made it, why, when recorded and when it applies. */
export interface ReportAdjustment {
  event_id: string;
  order_id: string;
  position: string;
  product_id: string;
  product_name: string | null;
  location_id: string;
  location_name: string | null;
  actor: { id: string | null; type: string | null; name: string | null };
  reason: string | null;
  note: string | null;
  delta: number;
  /** ISO times; back_dated when it applies earlier than it was recorded. */
  recorded_at: string;
  effective_at: string;
  back_dated: boolean;
}

/** The replay of the raw events against the ledger, in short. */
export interface ReplayVerdict {
  /** Whether the ledger agrees with the events, row by row in commit order. */
  agrees: boolean;
  /** The verdict in one sentence, then a line per problem found. */
  summary: string;
  problems: string[];
  /** The moment the figures were compared at (ISO), the provider's events and cells replayed. */
  as_of: string;
  events: number;
  cells: number;
}

/** A signed checkpoint of the provider's stock events, as the checkpoint file holds it. */
export type ReportCheckpoint = SignedCheckpoint;

/** Which signed checkpoint covers the period, if any. */
export interface CheckpointCoverage {
  /** The newest position the report's figures rest on (null: none; any checkpoint covers). */
  needed: string | null;
  /** The newest checkpoint that reaches it, or null. */
  checkpoint: ReportCheckpoint | null;
  /** In words: which checkpoint covers the period, or why none does. */
  summary: string;
}

/** The stock's value at the period's end and the cost of goods sold in it, per location. */
export interface ReportValue {
  /** The moment the value stands at (ISO): the period's end, or when the report was made if earlier. */
  as_of: string;
  /** Per location with stock value (only the report's location when it has one), to the cent. */
  locations: { location_id: string; location_name: string | null; value: number; cogs: number }[];
  /** The stock's value over those locations. */
  total: number;
  /** The cost of goods sold in the period (effective after `from` and by `to`). */
  cogs: number;
  /** Whether the replay found the value as the events make it: no difference. */
  verified: boolean;
}

export interface AuditReport {
  provider_id: string;
  /** The period (ISO): changes after `from` and by `to`; opening as of `from`, closing as of `to`. */
  from: string;
  to: string;
  /** Every figure is as known at this moment (ISO): when the report was made. */
  known_at: string;
  location: { id: string; name: string | null } | null;
  cells: ReportCell[];
  /** Every cell added up. */
  totals: {
    opening: Figures;
    change: { current: number; committed: number };
    closing: Figures;
    changes: number;
    reconciles: boolean;
  };
  movements: MovementLine[];
  adjustments: ReportAdjustment[];
  /** How many adjustments the period has: more than listed when the list was cut. */
  adjustment_count: number;
  replay: ReplayVerdict;
  checkpoint: CheckpointCoverage;
  value: ReportValue;
}
