import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { ClientsReadModel } from '../../../clients';
import { ProvidersDirectory } from '../../../identity';
import { Adjustment, lotQuantity, OrderLine, OrderSummary, OrderType } from '../../../inventory';
import { LocationsReadModel } from '../../../locations';
import {
  CSV_COPY_OPTIONS,
  csvTextSql,
  Database,
  isoTimeSql,
  nameMapSql,
  searchPatterns,
} from '../../../platform';
import { SettingsReadModel } from '../../../settings';
import { CreditHold } from '../../domain/credit-hold';
import { formatMinor, lineTotal, minorDigitsOtherThanTwo, orderTotals } from '../../domain/money';
import { Attachment, needsAction, OrderNotFoundError, statusOf } from '../../domain/order';
import {
  formatOrderNumber,
  parseOrderNumber,
  prefixedNumberMatch,
  SearchedNumber,
} from '../../domain/order-number';
import { OrderResponse } from '../../responses/order.response.dto';
import { formattedNumberSql } from './order-numbering.sql';

export interface OrderRow {
  id: string;
  provider_id: string;
  client_id: string | null;
  location_id: string;
  type: OrderType;
  created_at: Date;
  cancelled: boolean;
  fulfilled: boolean;
  notes: string | null;
  lines: OrderLine[];
  attachments: Attachment[];
  /** An ADJUST's reason and note, null for none. */
  adjustment: Adjustment | null;
  /** Its number in the provider's series (see domain/order-number). */
  number: number;
  /** An order's prefix as placed; null for movements and orders placed before it was kept. */
  number_prefix: string | null;
  /** Units shipped so far per product id, and in how many shipments. */
  shipped: Record<string, number>;
  shipments: number;
  /** An order's currency as placed; null for movements and orders placed before it was kept. */
  currency: string | null;
  /** Returns asked and not yet refused or received. */
  open_returns: number;
  /** A credit hold until released (see domain/credit-hold); null for none. */
  hold: CreditHold | null;
}

/** An order or movement as every screen reads it (docs/product.md §3, Order or movement). */
export type OrderView = OrderResponse;

export interface OrderFilters {
  inbox?: boolean;
  /** Only what waits for staff: pending or partly shipped orders, or a return open. */
  needsAction?: boolean;
  type?: OrderType;
  productId?: string;
  clientId?: string;
  locationId?: string;
  /** Inclusive day (YYYY-MM-DD) or instant. */
  startDate?: string;
  /** Inclusive day (YYYY-MM-DD) or instant. */
  endDate?: string;
  /** A number as searched (`1001`, `#1001`, `SO-1001`, `MV-1001`, see domain/order-number). */
  number?: SearchedNumber;
  /**
   * A list's search: its number (as `number` reads it), or a client whose name starts with it
   * or, three characters on, holds it; case aside (docs/decisions/list-search-semantics.md).
   */
  search?: string;
}

/** An order as its client sees it: attachments without the provider's storage and staff ids. */
export function forClient(order: OrderView): OrderView {
  return {
    ...order,
    attachments: order.attachments.map(({ storage_path: _, uploaded_by: __, ...attachment }) => ({
      ...attachment,
      storage_path: '',
      uploaded_by: '',
    })),
  };
}

const COLUMNS =
  'id, provider_id, client_id, location_id, type, created_at, cancelled, fulfilled, notes, lines, attachments, adjustment, number, number_prefix, shipped, shipments, currency, open_returns, hold';

/** The currencies whose amounts have other than 2 decimals, for the export's SQL (JSON). */
let otherDigits: string | undefined;
const otherDigitsJson = () => {
  otherDigits ??= JSON.stringify(minorDigitsOtherThanTwo());
  return otherDigits;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The condition of a number as searched (see SearchedNumber); `bind` adds a value and answers
 * its parameter.
 */
function numberCondition(number: SearchedNumber, o: string, bind: (value: unknown) => string) {
  const { n: value, series, prefix } = number;
  const parts: string[] = [];
  if (prefix === undefined) parts.push(`${o}number = ${bind(value)}::int`);
  else {
    // An order's number under its own prefix, case aside (#1001, so-1002).
    const match = prefixedNumberMatch({ n: value, prefix });
    // As an array's text: the CSV's copy passes its values as text (Database.copyOut).
    parts.push(`${o}number = ANY(${bind(`{${match.numbers.join(',')}}`)}::int[])`);
    parts.push(`lower(${formattedNumberSql(o)}) = ${bind(match.text)}::text`);
  }
  if (series) parts.push(series === 'order' ? `${o}type = 'ORDER'` : `${o}type <> 'ORDER'`);
  return parts.join(' AND ');
}

/**
 * The WHERE clause of a provider's orders and movements matching `filters`, and its values;
 * `o` names the orders table in a query that joins it to something else. `clientsSql` is the
 * clients' relation (id, provider_id, name, email) a search matches names in.
 */
function whereOf(providerId: string, filters: OrderFilters, clientsSql: string, o = '') {
  const where = [`${o}provider_id = $1::uuid`];
  const values: unknown[] = [providerId];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const add = (clause: (n: string) => string, value: unknown) => where.push(clause(bind(value)));
  if (filters.inbox) where.push(`${o}type = 'ORDER' AND NOT ${o}cancelled`);
  if (filters.needsAction) where.push(`${o}needs_action`);
  if (filters.type) add((n) => `${o}type = ${n}`, filters.type);
  if (filters.productId) add((n) => `${o}product_ids @> ARRAY[${n}::uuid]`, filters.productId);
  if (filters.clientId) add((n) => `${o}client_id = ${n}::uuid`, filters.clientId);
  if (filters.locationId) add((n) => `${o}location_id = ${n}::uuid`, filters.locationId);
  if (filters.number) where.push(numberCondition(filters.number, o, bind));
  const search = filters.search ? searchPatterns(filters.search) : null;
  if (search) {
    // The clients' names are matched first, where their indexes are (by provider, the prefix in
    // the byte order its index has), into an array: the orders of those clients can then be read
    // from the orders_by_client index (a count of a rare name's orders reads those alone),
    // which `IN (subquery)` does not let the planner do.
    const prefix = `lower(c.name) COLLATE "C" LIKE ${bind(search.prefix)}`;
    const names = search.infix ? `${prefix} OR lower(c.name) LIKE ${bind(search.infix)}` : prefix;
    const byClient = `${o}client_id = ANY(ARRAY(SELECT c.id FROM (${clientsSql}) c
      WHERE c.provider_id = $1::uuid AND (${names})))`;
    const number = parseOrderNumber(filters.search!);
    where.push(number ? `((${numberCondition(number, o, bind)}) OR ${byClient})` : byClient);
  }
  if (filters.startDate) add((n) => `${o}created_at >= ${n}::timestamptz`, filters.startDate);
  if (filters.endDate) {
    // A day is inclusive: everything before the next midnight (UTC), reckoned by PostgreSQL,
    // whose dates go on past 9999-12-31 (JavaScript's ISO text of 10000-01-01 does not parse).
    if (DAY.test(filters.endDate))
      add(
        (n) => `${o}created_at < (${n}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
        filters.endDate,
      );
    else add((n) => `${o}created_at < ${n}::timestamptz`, filters.endDate);
  }
  return { condition: where.join(' AND '), values };
}

/**
 * The orders read model, with the names of what orders refer to, asked of their contexts: the
 * reads that the order queries, the client portal and the live updates share.
 */
@Injectable()
export class OrdersReadModel {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly clients: ClientsReadModel,
    private readonly locations: LocationsReadModel,
    private readonly providers: ProvidersDirectory,
    private readonly settings: SettingsReadModel,
  ) {}

  async list(providerId: string, filters: OrderFilters, page: { limit: number; offset: number }) {
    const { condition, values } = whereOf(providerId, filters, this.clients.namesSql);
    // Lists filtered by nothing but inbox or type read their total from the kept counts;
    // narrower filters count their (fewer) rows.
    const keptCount =
      !filters.productId &&
      !filters.clientId &&
      !filters.locationId &&
      !filters.startDate &&
      !filters.endDate &&
      !filters.number &&
      !filters.search &&
      !filters.needsAction;
    // The inbox puts orders on credit hold first, then what waits for staff (its index has
    // that order).
    const order = filters.inbox
      ? 'held DESC, needs_action DESC, created_at DESC, id DESC'
      : 'created_at DESC, id DESC';
    const [rows, counted] = await Promise.all([
      // The page's ids first, from an index (a deep page skips index entries, not wide rows),
      // then only those rows.
      this.db.query<OrderRow>(
        `SELECT ${COLUMNS} FROM orders WHERE id IN (
           SELECT id FROM orders WHERE ${condition}
            ORDER BY ${order} LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)})
          ORDER BY ${order}`,
        values,
      ),
      keptCount
        ? this.db.query<{ total: string | null }>(
            `SELECT sum(n)::text AS total FROM order_counts
              WHERE provider_id = $1 AND ($2::text IS NULL OR type = $2)
                AND (NOT $3::boolean OR (type = 'ORDER' AND NOT cancelled))`,
            [providerId, filters.type ?? null, filters.inbox === true],
          )
        : this.db.query<{ total: string }>(
            `SELECT count(*)::text AS total FROM orders WHERE ${condition}`,
            values,
          ),
    ]);
    return {
      orders: await this.views(providerId, rows.rows),
      total: Number(counted.rows[0].total ?? 0),
    };
  }

  /**
   * Every line of every order and movement matching `filters`, newest first, as CSV lines
   * (ORDERS_CSV_HEADER's columns) that PostgreSQL writes, names joined in: the export's body. A million
   * orders never become objects here; see Database.copyOut.
   */
  async linesCsv(providerId: string, filters: OrderFilters): Promise<Readable> {
    const { condition, values } = whereOf(providerId, filters, this.clients.namesSql, 'o.');
    // An order's currency is its own as placed, else (placed before it was kept) the
    // provider's now; a line's total is its quantity times its unit price rounded to the
    // currency's minor unit (half away from zero: numeric's round), as domain/money reckons it.
    const { currency: providerCurrency } = await this.settings.of(providerId);
    values.push(providerCurrency, otherDigitsJson());
    const currencyParam = `$${values.length - 1}::text`;
    const digitsParam = `$${values.length}::jsonb`;
    // The names come from maps built once per export (uncorrelated subqueries: init plans),
    // looked up per line, so the rows keep the index's order with no join and no sort. The
    // inner query is kept whole (OFFSET 0) so that each looked-up name is read once.
    const clients = nameMapSql(this.clients.namesSql, 'jsonb_build_array(n.name, n.email)');
    return this.db.copyOut(
      `SELECT order_id, number, created_at, type, status, client_id, ${csvTextSql('client')} AS client,
              ${csvTextSql('client_email')} AS client_email, location_id,
              ${csvTextSql('location')} AS location, product_id, ${csvTextSql('product')} AS product,
              quantity, price, ${csvTextSql('notes')} AS notes, ${csvTextSql('lots')} AS lots,
              currency, tax_rate,
              CASE WHEN type = 'ORDER' THEN
                quantity * round(coalesce(unit_price, 0), coalesce((${digitsParam} ->> currency)::int, 2))
              END AS line_total
         FROM (
           SELECT o.id AS order_id,
                  ${formattedNumberSql('o.')} AS number,
                  ${isoTimeSql('o.created_at')} AS created_at,
                  o.type,
                  CASE WHEN o.cancelled THEN 'Cancelled' WHEN o.type <> 'ORDER' THEN NULL
                       WHEN o.fulfilled THEN 'Complete'
                       WHEN o.shipments > 0 THEN 'Partially shipped' ELSE 'Pending' END AS status,
                  o.client_id,
                  ${clients} -> o.client_id::text ->> 0 AS client,
                  ${clients} -> o.client_id::text ->> 1 AS client_email,
                  o.location_id,
                  ${nameMapSql(this.locations.namesSql)} ->> o.location_id::text AS location,
                  l.line->>'productId' AS product_id,
                  ${nameMapSql(this.products.namesSql)} ->> (l.line->>'productId') AS product,
                  (l.line->>'quantity')::int AS quantity,
                  (l.line->>'price')::float8 AS price,
                  (l.line->>'price')::numeric AS unit_price,
                  coalesce(o.currency, ${currencyParam}) AS currency,
                  CASE WHEN o.type = 'ORDER' THEN coalesce(l.line->>'taxRate', '0') END AS tax_rate,
                  o.notes,
                  CASE WHEN jsonb_typeof(l.line->'lots') = 'array' THEN
                    (SELECT string_agg((lot->>'lot') || ':' || abs((lot->>'quantity')::int), ';' ORDER BY k)
                       FROM jsonb_array_elements(l.line->'lots') WITH ORDINALITY AS lots (lot, k))
                  END AS lots
             FROM orders o
             CROSS JOIN LATERAL jsonb_array_elements(o.lines) WITH ORDINALITY AS l (line, n)
            WHERE ${condition}
            ORDER BY o.created_at DESC, o.id DESC, l.n
           OFFSET 0) line`,
      values,
      CSV_COPY_OPTIONS,
    );
  }

  /** A client's own orders (ORDER type), newest first, from every provider it orders from. */
  async listForClient(clientId: string): Promise<OrderView[]> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM orders WHERE client_id = $1 AND type = 'ORDER'
        ORDER BY created_at DESC, id DESC LIMIT 500`,
      [clientId],
    );
    return (await this.viewsOfAnyProvider(rows)).sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    );
  }

  /** One of the client's own orders; 404 for any other. */
  async getForClient(clientId: string, orderId: string): Promise<OrderView> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM orders WHERE id = $1 AND client_id = $2`,
      [orderId, clientId],
    );
    if (!rows[0]) throw new OrderNotFoundError();
    return (await this.views(rows[0].provider_id, rows))[0];
  }

  /** Orders by id, of whichever providers, with their provider's id: what changed, to push. */
  async byIds(orderIds: readonly string[]): Promise<OrderView[]> {
    if (orderIds.length === 0) return [];
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM orders WHERE id = ANY($1::uuid[])`,
      [[...orderIds]],
    );
    return this.viewsOfAnyProvider(rows);
  }

  /** Views of rows that may belong to several providers, each provider's names asked once. */
  private async viewsOfAnyProvider(rows: OrderRow[]): Promise<OrderView[]> {
    const byProvider = new Map<string, OrderRow[]>();
    for (const row of rows)
      byProvider.set(row.provider_id, [...(byProvider.get(row.provider_id) ?? []), row]);
    return (
      await Promise.all([...byProvider].map(([providerId, own]) => this.views(providerId, own)))
    ).flat();
  }

  async get(providerId: string, orderId: string): Promise<OrderView> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM orders WHERE id = $1 AND provider_id = $2`,
      [orderId, providerId],
    );
    if (!rows[0]) throw new OrderNotFoundError();
    return (await this.views(providerId, rows))[0];
  }

  /** The number the order was given when placed; null when it is not in the lists. */
  async numberOf(providerId: string, orderId: string): Promise<number | null> {
    const { rows } = await this.db.query<{ number: number }>(
      'SELECT number FROM orders WHERE id = $1 AND provider_id = $2',
      [orderId, providerId],
    );
    return rows[0]?.number ?? null;
  }

  /**
   * The number the order was given when placed, as people read it (its own prefix: SO-1002);
   * null when it is not in the lists.
   */
  async formattedNumberOf(providerId: string, orderId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ number: string }>(
      `SELECT ${formattedNumberSql()} AS number FROM orders WHERE id = $1 AND provider_id = $2`,
      [orderId, providerId],
    );
    return rows[0]?.number ?? null;
  }

  /**
   * The numbers of a provider's orders and movements by id, as people read them, with what the
   * lot trace shows of each (inventory asks through its OrderSummaries query); ids that are not
   * the provider's orders are left out.
   */
  async summariesOf(providerId: string, orderIds: readonly string[]): Promise<OrderSummary[]> {
    if (orderIds.length === 0) return [];
    const { rows } = await this.db.query<OrderSummary>(
      `SELECT id AS "orderId", ${formattedNumberSql()} AS number, client_id AS "clientId",
              cancelled, fulfilled
         FROM orders WHERE provider_id = $1 AND id = ANY($2::uuid[])`,
      [providerId, [...orderIds]],
    );
    return rows;
  }

  /** Rows of one provider as the screens show them, with the names they refer to. */
  async views(providerId: string, rows: OrderRow[]): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const productIds = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.productId)))];
    // The names the rows refer to, from four contexts, and the provider's currency (that of
    // orders placed before an order kept its own, and of movements), in one round trip.
    const [products, clients, locations, providers, settings] = await this.db.readTogether(
      this.products.byIdsRead(providerId, productIds),
      this.clients.summariesRead(
        providerId,
        rows.flatMap((row) => (row.client_id ? [row.client_id] : [])),
      ),
      this.locations.listRead(providerId),
      this.providers.cardsRead([providerId]),
      this.settings.settingsRead([providerId]),
    );
    const providerCurrency = settings.get(providerId)!.currency;
    const productById = new Map(products.map((product) => [product.id, product]));
    const locationById = new Map(locations.map((location) => [location.id, location]));
    const provider = providers.get(providerId);
    return rows.map((row) => {
      const client = row.client_id ? clients.get(row.client_id) : undefined;
      const order = row.type === 'ORDER';
      const currency = row.currency ?? providerCurrency;
      return {
        id: row.id,
        number: formatOrderNumber(row.type, row.number, row.number_prefix),
        created_at: row.created_at.toISOString(),
        transaction_type: row.type,
        cancelled: row.cancelled,
        fulfilled: row.fulfilled,
        status: statusOf({ orderType: row.type, ...row }),
        needs_action: needsAction({ orderType: row.type, ...row, openReturns: row.open_returns }),
        notes: row.notes,
        provider: { id: providerId, name: provider?.name ?? '', email: provider?.email ?? null },
        client: client
          ? { id: client.id, name: client.name, email: client.email, address: client.address }
          : null,
        location: { id: row.location_id, name: locationById.get(row.location_id)?.name ?? '' },
        line_items: row.lines.map((line, index) => {
          const product = productById.get(line.productId);
          return {
            id: `${row.id}:${index}`,
            product: {
              id: line.productId,
              name: product?.name ?? '',
              photo: product?.photo ?? null,
            },
            quantity: line.quantity,
            price: line.price,
            ...(order ? { shipped: row.shipped[line.productId] ?? 0 } : {}),
            ...(line.lots?.length ? { lots: line.lots.map(lotQuantity) } : {}),
            ...(order
              ? {
                  tax_rate: line.taxRate ?? 0,
                  total: formatMinor(lineTotal(line.quantity, line.price, currency), currency),
                }
              : {}),
          };
        }),
        currency,
        totals: order ? orderTotals(row.lines, currency) : null,
        // Only while held (a cancelled order waits for no one): otherwise as it always was.
        ...(order && row.hold && !row.cancelled ? { hold: row.hold } : {}),
        // The download link is asked for per file (it expires): GET …/attachments/{id}/download.
        attachments: row.attachments.map((attachment) => ({ ...attachment, download_url: null })),
        // Issue 20: an adjustment says why (null: no reason given); other types have no reason.
        ...(row.type === 'ADJUST'
          ? { reason: row.adjustment?.reason ?? null, reason_note: row.adjustment?.note ?? null }
          : {}),
      };
    });
  }
}
