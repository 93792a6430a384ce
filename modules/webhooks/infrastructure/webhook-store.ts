import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { DeliveryResponse, WebhookResponse } from '../responses/webhook.response.dto';

/** An endpoint as the list shows it: never its secret. */
export type WebhookView = WebhookResponse;

/** An endpoint as the dispatcher sends to it. */
export interface EndpointTarget {
  id: string;
  providerId: string;
  url: string;
  secret: string;
  enabled: boolean;
}

export type DeliveryView = DeliveryResponse;

/** A delivery to send: its event's id and exact body, and where its retries stand. */
export interface Due {
  id: string;
  eventId: string;
  body: string;
  attempts: number;
  firstAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  status: 'pending' | 'delivered' | 'failed';
}

/** One attempt's outcome: the HTTP status (none: no answer) and what went wrong. */
export interface Attempt {
  at: Date;
  code: number | null;
  error: string | null;
}

const VIEW = `id, url, description, events, enabled, created_at`;
const DELIVERY = `id, endpoint_id AS webhook_id, event_id, event_type, status, attempts, response_code,
  error, created_at, first_attempt_at, last_attempt_at, next_attempt_at, delivered_at`;
const DUE = `d.id, d.event_id AS "eventId", w.body, d.attempts, d.first_attempt_at AS "firstAttemptAt",
  d.next_attempt_at AS "nextAttemptAt", d.status`;

/**
 * The endpoints and their delivery log in PostgreSQL, as plain statements; the outbox rows
 * (webhook_events) are the outbox projection's, read here by position.
 */
@Injectable()
export class WebhookStore {
  constructor(private readonly db: Database) {}

  /** A new endpoint, following the outbox from its newest row: it receives what comes next. */
  async create(endpoint: {
    id: string;
    providerId: string;
    url: string;
    description: string | null;
    secret: string;
    events: string[];
    createdBy: string;
  }): Promise<WebhookView> {
    const { rows } = await this.db.query<WebhookView>(
      `INSERT INTO webhook_endpoints
         (id, provider_id, url, description, secret, events, created_by, cursor_commit,
          cursor_prepare, cursor_seq)
       SELECT $1, $2, $3, $4, $5, $6, $7, coalesce(last.pos_commit, 0),
              coalesce(last.pos_prepare, 0), coalesce(last.pos_seq, 0)
         FROM (SELECT 1) one LEFT JOIN LATERAL (
           SELECT pos_commit, pos_prepare, pos_seq FROM webhook_events WHERE provider_id = $2
            ORDER BY pos_commit DESC, pos_prepare DESC, pos_seq DESC LIMIT 1) last ON true
       RETURNING ${VIEW}`,
      [
        endpoint.id,
        endpoint.providerId,
        endpoint.url,
        endpoint.description,
        endpoint.secret,
        endpoint.events,
        endpoint.createdBy,
      ],
    );
    return rows[0];
  }

  async count(providerId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE provider_id = $1',
      [providerId],
    );
    return rows[0].n;
  }

  async list(providerId: string): Promise<WebhookView[]> {
    const { rows } = await this.db.query<WebhookView>(
      `SELECT ${VIEW} FROM webhook_endpoints WHERE provider_id = $1 ORDER BY created_at DESC, id`,
      [providerId],
    );
    return rows;
  }

  async find(providerId: string, id: string): Promise<WebhookView | null> {
    const { rows } = await this.db.query<WebhookView>(
      `SELECT ${VIEW} FROM webhook_endpoints WHERE provider_id = $1 AND id = $2`,
      [providerId, id],
    );
    return rows[0] ?? null;
  }

  /** Changes what is given; null when the provider has no such endpoint. */
  async update(
    providerId: string,
    id: string,
    change: { url?: string; description?: string | null; events?: string[]; enabled?: boolean },
  ): Promise<WebhookView | null> {
    const { rows } = await this.db.query<WebhookView>(
      `UPDATE webhook_endpoints SET
         url = coalesce($3, url),
         description = CASE WHEN $4::boolean THEN $5 ELSE description END,
         events = coalesce($6, events),
         enabled = coalesce($7, enabled)
       WHERE provider_id = $1 AND id = $2 RETURNING ${VIEW}`,
      [
        providerId,
        id,
        change.url ?? null,
        change.description !== undefined,
        change.description ?? null,
        change.events ?? null,
        change.enabled ?? null,
      ],
    );
    return rows[0] ?? null;
  }

  /** Deletes the endpoint and its log; false when the provider has no such endpoint. */
  async delete(providerId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'DELETE FROM webhook_endpoints WHERE provider_id = $1 AND id = $2',
      [providerId, id],
    );
    return (rowCount ?? 0) > 0;
  }

  async deliveries(
    providerId: string,
    endpointId: string,
    page: { limit: number; offset: number; status?: string },
  ): Promise<{ deliveries: DeliveryView[]; total: number }> {
    const { rows } = await this.db.query<DeliveryView & { total: number }>(
      `SELECT ${DELIVERY}, count(*) OVER ()::int AS total FROM webhook_deliveries
        WHERE provider_id = $1 AND endpoint_id = $2 AND ($5::text IS NULL OR status = $5)
        ORDER BY pos_commit DESC, pos_prepare DESC, pos_seq DESC LIMIT $3 OFFSET $4`,
      [providerId, endpointId, page.limit, page.offset, page.status ?? null],
    );
    return {
      deliveries: rows.map(({ total: _, ...row }) => row),
      total: rows[0]?.total ?? 0,
    };
  }

  async delivery(providerId: string, id: string): Promise<DeliveryView | null> {
    const { rows } = await this.db.query<DeliveryView>(
      `SELECT ${DELIVERY} FROM webhook_deliveries WHERE provider_id = $1 AND id = $2`,
      [providerId, id],
    );
    return rows[0] ?? null;
  }

  // The dispatcher's statements.

  async targets(): Promise<EndpointTarget[]> {
    const { rows } = await this.db.query<EndpointTarget>(
      `SELECT id, provider_id AS "providerId", url, secret, enabled FROM webhook_endpoints`,
    );
    return rows;
  }

  async target(id: string): Promise<EndpointTarget | null> {
    const { rows } = await this.db.query<EndpointTarget>(
      `SELECT id, provider_id AS "providerId", url, secret, enabled FROM webhook_endpoints
        WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Turns the outbox rows after the endpoint's cursor into its deliveries (those of the events
   * it subscribes to, while it is enabled) and moves the cursor past them, in one statement:
   * a crash leaves both or neither. The number of outbox rows read.
   */
  async materialize(endpointId: string, limit = 1000): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>({
      name: 'webhooks-materialize',
      text: `
      WITH e AS (
        SELECT id, provider_id, events, enabled, cursor_commit, cursor_prepare, cursor_seq
          FROM webhook_endpoints WHERE id = $1 FOR UPDATE
      ), next AS (
        SELECT w.pos_commit, w.pos_prepare, w.pos_seq, w.event_id, w.type
          FROM e JOIN webhook_events w ON w.provider_id = e.provider_id
           AND (w.pos_commit, w.pos_prepare, w.pos_seq)
             > (e.cursor_commit, e.cursor_prepare, e.cursor_seq)
         ORDER BY w.pos_commit, w.pos_prepare, w.pos_seq LIMIT $2
      ), made AS (
        INSERT INTO webhook_deliveries
          (id, endpoint_id, provider_id, event_id, event_type, pos_commit, pos_prepare, pos_seq)
        SELECT gen_random_uuid(), e.id, e.provider_id, n.event_id, n.type, n.pos_commit,
               n.pos_prepare, n.pos_seq
          FROM next n, e WHERE e.enabled AND n.type = ANY (e.events)
        ON CONFLICT (endpoint_id, event_id) DO NOTHING
      ), last AS (
        SELECT pos_commit, pos_prepare, pos_seq FROM next
         ORDER BY pos_commit DESC, pos_prepare DESC, pos_seq DESC LIMIT 1
      ), moved AS (
        UPDATE webhook_endpoints SET cursor_commit = last.pos_commit,
               cursor_prepare = last.pos_prepare, cursor_seq = last.pos_seq
          FROM last WHERE webhook_endpoints.id = $1
      )
      SELECT count(*)::int AS n FROM next`,
      values: [endpointId, limit],
    });
    return rows[0].n;
  }

  /** The endpoint's oldest pending deliveries, in commit order. */
  async due(endpointId: string, limit: number): Promise<Due[]> {
    const { rows } = await this.db.query<Due>({
      name: 'webhooks-due',
      text: `SELECT ${DUE} FROM webhook_deliveries d
         JOIN webhook_events w ON w.provider_id = d.provider_id
          AND w.pos_commit = d.pos_commit AND w.pos_prepare = d.pos_prepare
          AND w.pos_seq = d.pos_seq
        WHERE d.endpoint_id = $1 AND d.status = 'pending'
        ORDER BY d.pos_commit, d.pos_prepare, d.pos_seq LIMIT $2`,
      values: [endpointId, limit],
    });
    return rows;
  }

  /** A delivery to send again, by id, with its body. */
  async dueById(providerId: string, id: string): Promise<(Due & { endpointId: string }) | null> {
    const { rows } = await this.db.query<Due & { endpointId: string }>(
      `SELECT ${DUE}, d.endpoint_id AS "endpointId" FROM webhook_deliveries d
         JOIN webhook_events w ON w.provider_id = d.provider_id
          AND w.pos_commit = d.pos_commit AND w.pos_prepare = d.pos_prepare
          AND w.pos_seq = d.pos_seq
        WHERE d.provider_id = $1 AND d.id = $2`,
      [providerId, id],
    );
    return rows[0] ?? null;
  }

  /** Records successful attempts, many in one statement. */
  async delivered(done: { id: string; attempt: Attempt }[]): Promise<void> {
    if (done.length === 0) return;
    await this.db.query({
      name: 'webhooks-delivered',
      text: `UPDATE webhook_deliveries d SET status = 'delivered', attempts = d.attempts + 1,
         response_code = u.code, error = NULL, last_attempt_at = u.at, delivered_at = u.at,
         first_attempt_at = coalesce(d.first_attempt_at, u.at), next_attempt_at = NULL
        FROM unnest($1::uuid[], $2::int[], $3::timestamptz[]) AS u(id, code, at) WHERE d.id = u.id`,
      values: [
        done.map((d) => d.id),
        done.map((d) => d.attempt.code),
        done.map((d) => d.attempt.at.toISOString()),
      ],
    });
  }

  /**
   * Records a failed attempt: retried at `next`, or failed for good when `next` is null. A
   * delivery already delivered stays delivered (a manual resend that failed).
   */
  async attemptFailed(id: string, attempt: Attempt, next: Date | null): Promise<void> {
    await this.db.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, response_code = $2, error = $3,
         last_attempt_at = $4, first_attempt_at = coalesce(first_attempt_at, $4),
         status = CASE WHEN status = 'pending' AND $5::timestamptz IS NULL THEN 'failed' ELSE status END,
         next_attempt_at = CASE WHEN status = 'pending' THEN $5::timestamptz ELSE next_attempt_at END
       WHERE id = $1`,
      [id, attempt.code, attempt.error, attempt.at.toISOString(), next?.toISOString() ?? null],
    );
  }
}
