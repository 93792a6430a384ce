import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ProductsService, ProductView } from '../../catalog';
import { breakPrice, ClientsReadModel, PricingReadModel } from '../../clients';
import { ClientLinkDisabledError, refuseUnlessLinkActive } from '../../ordering';
import { badRequest, Database, notFound } from '../../platform';
import { SettingsReadModel } from '../../settings';
import {
  actionsOf,
  assertMayDo,
  dayOf,
  FIRST_QUOTE_NUMBER,
  formatQuoteNumber,
  QuoteAction,
  QuoteSide,
  QuoteState,
  QuoteStateError,
  quoteTotals,
  StoredQuoteState,
  stateAt,
  validUntilProblem,
} from '../domain/quote';

export interface QuoteLineInput {
  product_id: string;
  quantity: number;
}

/** A line as staff set it: the product, how many, at which unit price. */
export interface QuoteLineChange extends QuoteLineInput {
  price: number;
}

/** What staff change in a quote; absent fields stay as they are. */
export interface QuoteRevision {
  lines?: QuoteLineChange[];
  valid_until?: string | null;
  provider_note?: string | null;
}

/** A line as kept: the product's name and SKU when quoted, and what the buyer asked. */
interface StoredLine {
  product_id: string;
  name: string;
  sku: string | null;
  quantity: number;
  price: number;
  /** What the buyer asked for and the price the list gave then; null on a line staff added. */
  requested_quantity: number | null;
  requested_price: number | null;
}

export interface QuoteRow {
  id: string;
  provider_id: string;
  client_id: string;
  number: number;
  state: StoredQuoteState;
  currency: string;
  lines: StoredLine[];
  request_note: string | null;
  provider_note: string | null;
  valid_until: string | null;
  declined_by: QuoteSide | null;
  order_id: string | null;
  order_number: string | null;
  accepting_since: Date | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
}

export interface QuoteLineView extends StoredLine {
  total: string;
}

export interface QuoteView {
  id: string;
  number: string;
  state: QuoteState;
  client: { id: string; name: string };
  currency: string;
  lines: QuoteLineView[];
  subtotal: string;
  request_note: string | null;
  provider_note: string | null;
  valid_until: string | null;
  declined_by: QuoteSide | null;
  order: { id: string; number: string } | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  /** What the side reading it may do now (the screens' buttons). */
  actions: QuoteAction[];
}

export interface QuoteFilters {
  state?: QuoteState;
  q?: string;
}

/** The columns as read: the day as text, so that no time zone moves it. */
const COLUMNS = `id, provider_id, client_id, number, state, currency, lines, request_note,
  provider_note, to_char(valid_until, 'YYYY-MM-DD') AS valid_until, declined_by, order_id,
  order_number, accepting_since, created_at, updated_at, sent_at`;

export const quoteNotFound = () => notFound('No such quote.');

/**
 * Quotes as plain rows (docs/decisions/quotes-are-plain-state.md). Every state change is one
 * conditional UPDATE on the state it starts from, so two changes at once never both apply: the
 * one that finds the state changed is refused in the state machine's words.
 */
@Injectable()
export class QuotesStore {
  constructor(
    private readonly db: Database,
    private readonly clients: ClientsReadModel,
    private readonly pricing: PricingReadModel,
    private readonly products: ProductsService,
    private readonly settings: SettingsReadModel,
  ) {}

  /** A buyer's request: the lines at the client's prices today, numbered in the series. */
  async request(
    clientId: string,
    providerId: string,
    lines: readonly QuoteLineInput[],
    note: string | null,
  ): Promise<QuoteRow> {
    await this.assertLinkActive(providerId, clientId);
    const ids = lines.map((line) => line.product_id.toLowerCase());
    const [terms, known, settings] = await Promise.all([
      this.pricing.termsFor(providerId, clientId),
      this.products.byIds(providerId, [...new Set(ids)]),
      this.settings.of(providerId),
    ]);
    const offers = new Map((terms?.offers(known) ?? []).map((offer) => [offer.id, offer]));
    const seen = new Set<string>();
    const stored = lines.map((line, i): StoredLine => {
      const id = ids[i];
      const offer = offers.get(id);
      if (!offer)
        throw badRequest(
          `lines[${i}].product_id is not a product you may order from this provider`,
        );
      if (seen.has(id))
        throw badRequest(`lines[${i}].product_id is already in the quote on an earlier line`);
      seen.add(id);
      const price = breakPrice(offer.price, offer.price_breaks, line.quantity);
      return {
        product_id: id,
        name: offer.name,
        sku: offer.sku ?? null,
        quantity: line.quantity,
        price,
        requested_quantity: line.quantity,
        requested_price: price,
      };
    });
    // The series row and the quote in one statement: concurrent requests queue on the row and
    // get consecutive numbers; a failed insert rolls the number back with it.
    const { rows } = await this.db.query<QuoteRow>(
      `WITH n AS (
         INSERT INTO quote_series (provider_id, last) VALUES ($2, $7)
         ON CONFLICT (provider_id) DO UPDATE SET last = quote_series.last + 1
         RETURNING last
       )
       INSERT INTO quotes (id, provider_id, client_id, number, state, currency, lines, request_note)
       SELECT $1, $2, $3, n.last, 'REQUESTED', $4, $5::jsonb, $6 FROM n
       RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        providerId,
        clientId,
        settings.currency,
        JSON.stringify(stored),
        note,
        FIRST_QUOTE_NUMBER,
      ],
    );
    return rows[0];
  }

  async listForClient(clientId: string, providerId: string): Promise<QuoteRow[]> {
    const { rows } = await this.db.query<QuoteRow>(
      `SELECT ${COLUMNS} FROM quotes WHERE client_id = $1 AND provider_id = $2
        ORDER BY number DESC LIMIT 200`,
      [clientId, providerId],
    );
    return rows;
  }

  /**
   * One of the clients' quotes (any record the key reaches); another's is not found. A quote of
   * a provider whose link is closed (not `reachable`) is refused, as the portal is.
   */
  async ofClients(
    clientIds: readonly string[],
    reachable: ReadonlySet<string>,
    quoteId: string,
  ): Promise<QuoteRow> {
    const { rows } = await this.db.query<QuoteRow>(
      `SELECT ${COLUMNS} FROM quotes WHERE id = $1 AND client_id = ANY($2::uuid[])`,
      [quoteId, clientIds],
    );
    if (!rows[0]) throw quoteNotFound();
    if (!reachable.has(rows[0].provider_id)) throw new ClientLinkDisabledError();
    return rows[0];
  }

  async ofProvider(providerId: string, quoteId: string): Promise<QuoteRow> {
    const { rows } = await this.db.query<QuoteRow>(
      `SELECT ${COLUMNS} FROM quotes WHERE id = $1 AND provider_id = $2`,
      [quoteId, providerId],
    );
    if (!rows[0]) throw quoteNotFound();
    return rows[0];
  }

  /**
   * The provider's quotes, newest first: of a state (EXPIRED read from the day), and matching a
   * search (the quote's number, or its client's name or email).
   */
  async listForProvider(
    providerId: string,
    filters: QuoteFilters,
    page: { limit: number; offset: number },
    now: Date,
  ): Promise<{ rows: QuoteRow[]; total: number }> {
    const where = ['provider_id = $1'];
    const values: unknown[] = [providerId];
    const today = dayOf(now);
    const add = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    if (filters.state === 'EXPIRED')
      where.push(`state = 'SENT' AND valid_until < ${add(today)}::date`);
    else if (filters.state === 'SENT')
      where.push(`state = 'SENT' AND (valid_until IS NULL OR valid_until >= ${add(today)}::date)`);
    else if (filters.state) where.push(`state = ${add(filters.state)}`);
    const q = filters.q?.trim();
    if (q) {
      const digits = /^(?:q-?)?\s*(\d{1,9})$/i.exec(q);
      const clientIds = (await this.clients.findByText(providerId, q, 50)).map((c) => c.id);
      const byNumber = digits ? `number = ${add(Number(digits[1]))}` : 'false';
      where.push(`(${byNumber} OR client_id = ANY(${add(clientIds)}::uuid[]))`);
    }
    const { rows } = await this.db.query<QuoteRow & { total: string }>(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM quotes WHERE ${where.join(' AND ')}
        ORDER BY number DESC LIMIT ${add(page.limit)} OFFSET ${add(page.offset)}`,
      values,
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  /**
   * Staff change lines, valid-until or note; a sent or expired quote goes back to REQUESTED
   * until it is sent again. A line may name any of the provider's active products (staff may
   * offer one the buyer did not ask for); what the buyer asked is kept beside each line.
   */
  async revise(
    providerId: string,
    quoteId: string,
    change: QuoteRevision,
    now: Date,
  ): Promise<QuoteRow> {
    const found = await this.ofProvider(providerId, quoteId);
    assertMayDo('provider', 'revise', stateAt(found, now));
    if (beingAccepted(found, now)) throw new QuoteStateError('This quote is being accepted.');
    if (change.valid_until !== undefined) {
      const problem = validUntilProblem(change.valid_until, now);
      if (problem) throw badRequest(problem);
    }
    const lines = change.lines ? await this.revisedLines(found, change.lines) : null;
    const { rows } = await this.db.query<QuoteRow>(
      `UPDATE quotes SET state = 'REQUESTED',
              lines = coalesce($3::jsonb, lines),
              valid_until = CASE WHEN $4 THEN $5::date ELSE valid_until END,
              provider_note = CASE WHEN $6 THEN $7 ELSE provider_note END,
              updated_at = now(), accepting_since = NULL
        WHERE id = $1 AND provider_id = $2 AND state IN ('REQUESTED', 'SENT')
          AND (accepting_since IS NULL OR accepting_since < $8)
        RETURNING ${COLUMNS}`,
      [
        quoteId,
        providerId,
        lines ? JSON.stringify(lines) : null,
        change.valid_until !== undefined,
        change.valid_until ?? null,
        change.provider_note !== undefined,
        change.provider_note ?? null,
        holdStart(now),
      ],
    );
    return rows[0] ?? this.refusedNow(providerId, quoteId, 'provider', 'revise', now);
  }

  /** Staff send the quote to the buyer; its valid-until day, when set, must not be past. */
  async send(providerId: string, quoteId: string, now: Date): Promise<QuoteRow> {
    const found = await this.ofProvider(providerId, quoteId);
    assertMayDo('provider', 'send', stateAt(found, now));
    if (found.valid_until !== null && found.valid_until < dayOf(now))
      throw new QuoteStateError(
        'The valid-until day of this quote is past. Set a later day before sending it.',
      );
    const { rows } = await this.db.query<QuoteRow>(
      `UPDATE quotes SET state = 'SENT', sent_at = now(), updated_at = now()
        WHERE id = $1 AND provider_id = $2 AND state = 'REQUESTED' RETURNING ${COLUMNS}`,
      [quoteId, providerId],
    );
    return rows[0] ?? this.refusedNow(providerId, quoteId, 'provider', 'send', now);
  }

  /** The buyer declines, or staff withdraw: a quote being accepted is left to its accept. */
  async decline(found: QuoteRow, side: QuoteSide, now: Date): Promise<QuoteRow> {
    assertMayDo(side, 'decline', stateAt(found, now));
    if (beingAccepted(found, now)) throw new QuoteStateError('This quote is being accepted.');
    // The buyer may not decline what has expired meanwhile; staff may withdraw it.
    const unexpired =
      side === 'client'
        ? `AND (state = 'REQUESTED' OR valid_until IS NULL OR valid_until >= $4::date)`
        : '';
    const { rows } = await this.db.query<QuoteRow>(
      `UPDATE quotes SET state = 'DECLINED', declined_by = $2, updated_at = now(),
              accepting_since = NULL
        WHERE id = $1 AND state IN ('REQUESTED', 'SENT')
          AND (accepting_since IS NULL OR accepting_since < $3) ${unexpired}
        RETURNING ${COLUMNS}`,
      side === 'client'
        ? [found.id, side, holdStart(now), dayOf(now)]
        : [found.id, side, holdStart(now)],
    );
    return rows[0] ?? this.refusedNow(found.provider_id, found.id, side, 'decline', now);
  }

  /**
   * Holds a sent, unexpired quote for one accept: the only one that gets it places the order;
   * another meanwhile is refused (already accepted, or being accepted).
   */
  async holdForAccept(found: QuoteRow, now: Date): Promise<QuoteRow> {
    assertMayDo('client', 'accept', stateAt(found, now));
    const { rows } = await this.db.query<QuoteRow>(
      `UPDATE quotes SET accepting_since = $3
        WHERE id = $1 AND state = 'SENT' AND (valid_until IS NULL OR valid_until >= $2::date)
          AND (accepting_since IS NULL OR accepting_since < $4)
        RETURNING ${COLUMNS}`,
      [found.id, dayOf(now), now, holdStart(now)],
    );
    return rows[0] ?? this.refusedNow(found.provider_id, found.id, 'client', 'accept', now);
  }

  /** The accept placed no order (stock, a closed link): the quote is open again. */
  async release(quoteId: string): Promise<void> {
    await this.db.query('UPDATE quotes SET accepting_since = NULL WHERE id = $1', [quoteId]);
  }

  async accepted(quoteId: string, order: { id: string; number: string }): Promise<QuoteRow> {
    const { rows } = await this.db.query<QuoteRow>(
      `UPDATE quotes SET state = 'ACCEPTED', order_id = $2, order_number = $3,
              accepting_since = NULL, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [quoteId, order.id, order.number],
    );
    return rows[0];
  }

  /** Views of rows, each with its client's name and what `side` may do now. */
  async views(rows: readonly QuoteRow[], side: QuoteSide, now: Date): Promise<QuoteView[]> {
    const byProvider = new Map<string, string[]>();
    for (const row of rows)
      byProvider.set(row.provider_id, [...(byProvider.get(row.provider_id) ?? []), row.client_id]);
    const names = new Map<string, string>();
    await Promise.all(
      [...byProvider].map(async ([providerId, ids]) => {
        for (const [id, summary] of await this.clients.summaries(providerId, ids))
          names.set(id, summary.name);
      }),
    );
    return rows.map((row) => viewOf(row, names.get(row.client_id) ?? '', side, now));
  }

  async assertLinkActive(providerId: string, clientId: string): Promise<void> {
    refuseUnlessLinkActive(await this.db.read(this.clients.linkActiveRead(providerId, clientId)));
  }

  /** A conditional update found the state changed meanwhile: refused in today's words. */
  private async refusedNow(
    providerId: string,
    quoteId: string,
    side: QuoteSide,
    action: QuoteAction,
    now: Date,
  ): Promise<never> {
    const again = await this.ofProvider(providerId, quoteId);
    assertMayDo(side, action, stateAt(again, now));
    throw new QuoteStateError('This quote is being accepted.');
  }

  private async revisedLines(found: QuoteRow, lines: readonly QuoteLineChange[]) {
    const ids = lines.map((line) => line.product_id.toLowerCase());
    const known = await this.products.byIds(found.provider_id, [...new Set(ids)]);
    const byId = new Map<string, ProductView>(known.map((product) => [product.id, product]));
    const before = new Map(found.lines.map((line) => [line.product_id, line]));
    const seen = new Set<string>();
    return lines.map((line, i): StoredLine => {
      const id = ids[i];
      const product = byId.get(id);
      const kept = before.get(id);
      // A product the quote held stays quotable even if it was made inactive since.
      if (!kept && !product?.active)
        throw badRequest(`lines[${i}].product_id is not one of your active products`);
      if (seen.has(id))
        throw badRequest(`lines[${i}].product_id is already in the quote on an earlier line`);
      seen.add(id);
      return {
        product_id: id,
        name: product?.name ?? kept?.name ?? '',
        sku: product?.sku ?? kept?.sku ?? null,
        quantity: line.quantity,
        price: line.price,
        requested_quantity: kept?.requested_quantity ?? null,
        requested_price: kept?.requested_price ?? null,
      };
    });
  }
}

/** An accept that never finished (its process died) holds the quote two minutes at most. */
function holdStart(now: Date): Date {
  return new Date(now.getTime() - 2 * 60_000);
}

/** Whether an accept in flight holds the quote (one older than holdStart never finished). */
function beingAccepted(row: QuoteRow, now: Date): boolean {
  return row.accepting_since !== null && row.accepting_since > holdStart(now);
}

export function viewOf(row: QuoteRow, clientName: string, side: QuoteSide, now: Date): QuoteView {
  const state = stateAt(row, now);
  const totals = quoteTotals(row.lines, row.currency);
  return {
    id: row.id,
    number: formatQuoteNumber(row.number),
    state,
    client: { id: row.client_id, name: clientName },
    currency: row.currency,
    lines: row.lines.map((line, i) => ({ ...line, total: totals.lines[i] })),
    subtotal: totals.subtotal,
    request_note: row.request_note,
    provider_note: row.provider_note,
    valid_until: row.valid_until,
    declined_by: row.declined_by,
    order: row.order_id && row.order_number ? { id: row.order_id, number: row.order_number } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    // A quote held by an accept in flight offers nothing more to either side.
    actions: beingAccepted(row, now) ? [] : actionsOf(side, state),
  };
}
