import type {
  AuditReport,
  CheckpointCoverage,
  Figures,
  MovementLine,
  ReplayVerdict,
  ReportAdjustment,
  ReportCell,
  ReportValue,
} from '../domain/audit-report.types';
import { SignedCheckpointResponse } from './checkpoint.response.dto';

/**
 * What GET …/audit/report answers (the same report `audit report` prints), described field by
 * field for the OpenAPI document and the frontend's generated types. Each class implements the
 * audit's own type, which the report is built as, so the two cannot drift apart.
 */

/** Current and committed stock; total is their sum. */
export class FiguresResponse implements Figures {
  current!: number;
  committed!: number;
  total!: number;
}

/** A change in current and committed stock. */
export class FigureChangeResponse {
  current!: number;
  committed!: number;
}

/** One product at one location over the period: opening, what changed, closing. */
export class ReportCellResponse implements ReportCell {
  product_id!: string;
  product_name!: string | null;
  location_id!: string;
  location_name!: string | null;
  /** As of the period's start, as known when the report was made. */
  opening!: FiguresResponse;
  /** As of the period's end, as known when the report was made. */
  closing!: FiguresResponse;
  /** The period's changes added up. */
  change!: FigureChangeResponse;
  /** How many changes apply in the period. */
  changes!: number;
  /** Whether opening plus the period's changes is the closing figure. */
  reconciles!: boolean;
}

/** Every cell added up. */
export class ReportTotalsResponse {
  opening!: FiguresResponse;
  change!: FigureChangeResponse;
  closing!: FiguresResponse;
  changes!: number;
  reconciles!: boolean;
}

/** The changes of one type (and, for adjustments, one reason) over the period, added up. */
export class MovementLineResponse implements MovementLine {
  /** ORDER, IN, OUT or ADJUST. */
  order_type!: string;
  /** placed, fulfilled or cancelled. */
  event_type!: string;
  /** In words: "Stock in", "Order committed", "Adjustment"… */
  label!: string;
  /** An adjustment's reason (COUNT, DAMAGE, THEFT, CORRECTION, OTHER); null otherwise or none. */
  reason!: string | null;
  changes!: number;
  current!: number;
  committed!: number;
}

/** Who made a change. */
export class ReportActorResponse {
  id!: string | null;
  type!: string | null;
  name!: string | null;
}

/** One adjustment of the period: who made it, why, when recorded and when it applies. */
export class ReportAdjustmentResponse implements ReportAdjustment {
  event_id!: string;
  order_id!: string;
  position!: string;
  product_id!: string;
  product_name!: string | null;
  location_id!: string;
  location_name!: string | null;
  actor!: ReportActorResponse;
  reason!: string | null;
  note!: string | null;
  delta!: number;
  /** ISO time. */
  recorded_at!: string;
  /** ISO time. */
  effective_at!: string;
  /** Whether it applies earlier than it was recorded. */
  back_dated!: boolean;
}

/** The replay of the raw events against the ledger, in short. */
export class ReplayVerdictResponse implements ReplayVerdict {
  /** Whether the ledger agrees with the events, row by row in commit order. */
  agrees!: boolean;
  /** The verdict in one sentence, then a line per problem found. */
  summary!: string;
  problems!: string[];
  /** The moment the figures were compared at (ISO). */
  as_of!: string;
  /** The provider's events replayed. */
  events!: number;
  /** The cells replayed. */
  cells!: number;
}

/** Which signed checkpoint covers the period, if any. */
export class CheckpointCoverageResponse implements CheckpointCoverage {
  /** The newest position the report's figures rest on (null: none; any checkpoint covers). */
  needed!: string | null;
  /** The newest checkpoint that reaches it, or null. */
  checkpoint!: SignedCheckpointResponse | null;
  /** In words: which checkpoint covers the period, or why none does. */
  summary!: string;
}

/** The location the report is limited to. */
export class ReportLocationResponse {
  id!: string;
  name!: string | null;
}

/** A location's stock value at the period's end and its cost of goods sold in the period. */
export class ReportLocationValueResponse {
  location_id!: string;
  location_name!: string | null;
  value!: number;
  cogs!: number;
}

/** The stock's value at the period's end and the cost of goods sold in it. */
export class ReportValueResponse implements ReportValue {
  /** The moment the value stands at (ISO): the period's end, or when the report was made if earlier. */
  as_of!: string;
  /** Per location with stock value (only the report's location when it has one), to the cent. */
  locations!: ReportLocationValueResponse[];
  /** The stock's value over those locations. */
  total!: number;
  /** The cost of goods sold in the period (effective after `from` and by `to`). */
  cogs!: number;
  /** Whether the replay found the value as the events make it: no difference. */
  verified!: boolean;
}

export class AuditReportResponse implements AuditReport {
  provider_id!: string;
  /** The period's start (ISO): changes after it count; opening figures are as of it. */
  from!: string;
  /** The period's end (ISO): changes by it count; closing figures are as of it. */
  to!: string;
  /** Every figure is as known at this moment (ISO): when the report was made. */
  known_at!: string;
  /** Null: every location. */
  location!: ReportLocationResponse | null;
  cells!: ReportCellResponse[];
  totals!: ReportTotalsResponse;
  movements!: MovementLineResponse[];
  adjustments!: ReportAdjustmentResponse[];
  /** How many adjustments the period has: more than listed when the list was cut. */
  adjustment_count!: number;
  replay!: ReplayVerdictResponse;
  checkpoint!: CheckpointCoverageResponse;
  value!: ReportValueResponse;
}

export class OneAuditReportResponse {
  report!: AuditReportResponse;
}
