import type { RunnerState } from '../projections/projection-runner';

/**
 * What GET /api/health answers (with 200, or 503 when the database or the event store does not
 * answer), described for the OpenAPI document and the frontend's generated types.
 */

export class HealthCheckResponse {
  status!: 'up' | 'down';
  /** Why it is down; only when it is. */
  error?: string;
}

export class EventStoreHealthResponse extends HealthCheckResponse {
  adapter!: 'postgres' | 'eventstoredb';
}

/** A projection as this process runs it, and how far its checkpoint is. */
export class ProjectionHealthResponse {
  name!: string;
  /** `standby`: another process runs it. */
  state!: RunnerState;
  /** Null before its first checkpoint. */
  version!: number | null;
  position!: string | null;
  /** Events it still has to apply, counted up to 100,000; null before its first checkpoint. */
  lag!: number | null;
  /** Whether the lag reached the count's cap (there may be more). */
  lag_capped!: boolean;
  updated_at!: Date | null;
  /** The last failure, while it has one. */
  last_error?: string;
}

export class HealthResponse {
  /** `degraded`: the database or the event store is down, or a projection is failing. */
  status!: 'ok' | 'degraded';
  database!: HealthCheckResponse;
  event_store!: EventStoreHealthResponse;
  /** Empty when the database or the event store is down. */
  projections!: ProjectionHealthResponse[];
}
