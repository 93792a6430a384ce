import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ProductsService } from '../../../catalog';
import { ClientsReadModel } from '../../../clients';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';
import { isExpired } from '../../domain/lots';
import { TRANSFER } from '../../domain/stock-stream';
import { formatTransferNumber } from '../../domain/transfer';
import type {
  LotMovementRow,
  LotPlace,
  LotRow,
  LotTakerRow,
  UnlottedRow,
} from '../../queries/list-lots/lots.types';
import { OrderSummaries } from '../../queries/lot-trace/order-summaries.query';
import { stockAsOf } from '../stock-ledger/stock-ledger.read-model';
import { lotsAsOf } from './lot-figures.read-model';

export interface LotFilter {
  productId?: string;
  locationId?: string;
  /** Lots whose expiry is at most this many days away (expired ones included). */
  expiringWithinDays?: number;
  /** Figures as of this moment, from the lots' movements, as the grid's (see lotsAsOf). */
  asOf?: Date;
  /** With `asOf`: as known then, the changes recorded by then only (default: as known now). */
  knownAt?: Date;
}

interface LotRecord {
  product_id: string;
  location_id: string;
  lot: string;
  expiry: string | null;
  current_stock: number;
  committed_stock: number;
}

/** One change of a lot, with the lot's figures after it. */
interface ChangeRecord extends LotRecord {
  at: Date;
  order_id: string;
  order_type: string;
  reason: string;
  delta_current: number;
  delta_committed: number;
}

/** A change as the recall reads it, with the number of the transfer behind it (if one is). */
interface MovementRecord extends ChangeRecord {
  transfer_number: number | null;
}

const DAY_MS = 86_400_000;

/** The most movements one trace answers: a recall of a lot, not an export of the ledger. */
export const MAX_TRACE_ROWS = 5000;

/** The moments an as-of read takes: when the figures stand, when known, and the earlier one. */
function momentValues(asOf: Date, knownAt: Date | undefined): [Date, Date, Date] {
  const known = knownAt ?? new Date();
  return [known < asOf ? known : asOf, asOf, known];
}

/**
 * The time a lot's change is shown at: its stock change's in the ledger, the one clock the
 * stock's figures as of a moment are read by (the lot's own row until the ledger has it).
 */
const SHOWN_AT = 'coalesce(s.at, m.at)';

/** A lot's change as the trace and the CSV name it (the trace adds the order's number). */
function movementOf(row: ChangeRecord, place: LotPlace): Omit<LotMovementRow, 'order_number'> {
  return {
    at: row.at.toISOString(),
    ...place,
    order_id: row.order_id,
    order_type: row.order_type,
    reason: row.reason,
    delta_current: row.delta_current,
    delta_committed: row.delta_committed,
    current_stock: row.current_stock,
    committed_stock: row.committed_stock,
  };
}

/** Stock per lot and the lots' movements, as the Lots screen, a product and the recall read them. */
@Injectable()
export class LotsReadModel {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly locations: LocationsReadModel,
    private readonly clients: ClientsReadModel,
    private readonly queries: QueryBus,
  ) {}

  /** The lots holding units, earliest expiry first, a page at a time; `total` counts them all. */
  async lots(
    providerId: string,
    filter: LotFilter,
    page: { limit: number; offset: number },
  ): Promise<{ lots: LotRow[]; total: number }> {
    const day = (filter.asOf ?? new Date()).toISOString().slice(0, 10);
    const until =
      filter.expiringWithinDays === undefined
        ? null
        : new Date(Date.parse(day) + filter.expiringWithinDays * DAY_MS).toISOString().slice(0, 10);
    const values: unknown[] = [
      providerId,
      filter.productId ?? null,
      filter.locationId ?? null,
      until,
    ];
    // As of a moment ($5 to $7): the lots as the ledger had them; otherwise as they stand.
    if (filter.asOf) values.push(...momentValues(filter.asOf, filter.knownAt));
    const source = filter.asOf
      ? lotsAsOf({
          provider: '$1',
          product: '$2',
          location: '$3',
          recordedBy: '$5',
          asOf: '$6',
          knownAt: '$7',
        })
      : `(SELECT * FROM stock_lots WHERE provider_id = $1)`;
    const where = `($2::uuid IS NULL OR l.product_id = $2) AND ($3::uuid IS NULL OR l.location_id = $3)
        AND ($4::date IS NULL OR l.expiry <= $4)`;
    const next = values.length;
    const [{ rows }, counted] = await Promise.all([
      this.db.query<LotRecord>(
        `SELECT l.product_id, l.location_id, l.lot, to_char(l.expiry, 'YYYY-MM-DD') AS expiry,
                l.current_stock, l.committed_stock
           FROM ${source} l
          WHERE ${where}
          ORDER BY l.expiry NULLS LAST, l.lot, l.product_id, l.location_id
          LIMIT $${next + 1} OFFSET $${next + 2}`,
        [...values, page.limit, page.offset],
      ),
      this.db.query<{ total: string }>(
        `SELECT count(*) AS total FROM ${source} l WHERE ${where}`,
        values,
      ),
    ]);
    const names = await this.names(providerId, rows);
    return {
      lots: rows.map((row) => ({
        ...names.place(row),
        current_stock: row.current_stock,
        committed_stock: row.committed_stock,
        total_stock: row.current_stock + row.committed_stock,
        expired: isExpired(row.expiry, day),
        days_to_expiry:
          row.expiry === null
            ? null
            : Math.round((Date.parse(row.expiry) - Date.parse(day)) / DAY_MS),
      })),
      total: Number(counted.rows[0].total),
    };
  }

  /**
   * A product's units in no lot, per location where it has any: the stock's figures (the
   * inventory read model) less its lots'. Units held before the product kept lots, received by
   * a transfer or found by a count are there.
   */
  async unlotted(
    providerId: string,
    productId: string,
    locationId?: string,
    moment?: { asOf: Date; knownAt?: Date },
  ): Promise<UnlottedRow[]> {
    if (moment) return this.unlottedAsOf(providerId, productId, locationId, moment);
    const { rows } = await this.db.query<Omit<UnlottedRow, 'location_name' | 'total_stock'>>(
      `SELECT i.location_id,
              i.current_stock - coalesce(sum(l.current_stock), 0)::int AS current_stock,
              i.committed_stock - coalesce(sum(l.committed_stock), 0)::int AS committed_stock
         FROM inventory i
         LEFT JOIN stock_lots l ON l.location_id = i.location_id AND l.product_id = i.product_id
        WHERE i.provider_id = $1 AND i.product_id = $2
          AND ($3::uuid IS NULL OR i.location_id = $3)
        GROUP BY i.location_id, i.current_stock, i.committed_stock
       HAVING i.current_stock - coalesce(sum(l.current_stock), 0) <> 0
           OR i.committed_stock - coalesce(sum(l.committed_stock), 0) <> 0`,
      [providerId, productId, locationId ?? null],
    );
    return this.unlottedRows(providerId, productId, rows);
  }

  /**
   * A product's units in no lot as of a moment: its figures as the grid reads them then
   * (`stockAsOf`) less its lots' as of the same moment, by the same rule.
   */
  private async unlottedAsOf(
    providerId: string,
    productId: string,
    locationId: string | undefined,
    moment: { asOf: Date; knownAt?: Date },
  ): Promise<UnlottedRow[]> {
    const [recordedBy, asOf, knownAt] = momentValues(moment.asOf, moment.knownAt);
    const [stock, { rows: inLots }] = await Promise.all([
      stockAsOf(this.db, providerId, asOf, [productId], knownAt),
      this.db.query<{ location_id: string; current_stock: number; committed_stock: number }>(
        `SELECT l.location_id, sum(l.current_stock)::int AS current_stock,
                sum(l.committed_stock)::int AS committed_stock
           FROM ${lotsAsOf({
             provider: '$1',
             product: '$2',
             location: '$3',
             recordedBy: '$4',
             asOf: '$5',
             knownAt: '$6',
           })} l
          GROUP BY l.location_id`,
        [providerId, productId, locationId ?? null, recordedBy, asOf, knownAt],
      ),
    ]);
    const lots = new Map(inLots.map((row) => [row.location_id, row]));
    const rows = stock
      .filter((cell) => !locationId || cell.location_id === locationId)
      .map((cell) => ({
        location_id: cell.location_id,
        current_stock: cell.current_stock - (lots.get(cell.location_id)?.current_stock ?? 0),
        committed_stock: cell.committed_stock - (lots.get(cell.location_id)?.committed_stock ?? 0),
      }))
      .filter((row) => row.current_stock !== 0 || row.committed_stock !== 0);
    return this.unlottedRows(providerId, productId, rows);
  }

  /** Units in no lot per location, named. */
  private async unlottedRows(
    providerId: string,
    productId: string,
    rows: readonly Omit<UnlottedRow, 'location_name' | 'total_stock'>[],
  ): Promise<UnlottedRow[]> {
    const names = await this.names(
      providerId,
      rows.map((row) => ({ ...row, product_id: productId })),
    );
    return rows.map((row) => ({
      ...row,
      location_name: names.location(row.location_id),
      total_stock: row.current_stock + row.committed_stock,
    }));
  }

  /** Every lot holding units, for the CSV export (one page: lots are few beside orders). */
  async *exportPages(providerId: string): AsyncGenerator<LotRow[]> {
    for (let offset = 0; ; offset += 1000) {
      const { lots } = await this.lots(providerId, {}, { limit: 1000, offset });
      if (lots.length > 0) yield lots;
      if (lots.length < 1000) return;
    }
  }

  /**
   * The lots' ledger, newest first as the stock ledger lists its changes: every change of a lot
   * (optionally of one product, location or lot code, whatever its case) with the lot's figures
   * after it, a page at a time from one snapshot (the lot movements CSV). Each row names the
   * ledger entry it belongs to (`position`) and is shown at its time, so the two files join.
   */
  async *movementPages(
    providerId: string,
    filter: { productId?: string; locationId?: string; lotCode?: string },
  ): AsyncGenerator<(Omit<LotMovementRow, 'order_number'> & { position: string })[]> {
    for await (const rows of this.db.pages<ChangeRecord & { position: string }>(
      `SELECT m.product_id, m.location_id, m.lot, to_char(m.expiry, 'YYYY-MM-DD') AS expiry,
              ${SHOWN_AT} AS at, m.commit_position::text || '/' || m.prepare_position::text AS position,
              m.order_id, m.order_type, m.reason, m.delta_current, m.delta_committed,
              m.running_current AS current_stock, m.running_committed AS committed_stock
         FROM lot_movements m
         LEFT JOIN stock_ledger s ON s.event_id = m.event_id
        WHERE m.provider_id = $1 AND ($2::uuid IS NULL OR m.product_id = $2)
          AND ($3::uuid IS NULL OR m.location_id = $3) AND ($4::text IS NULL OR lower(m.lot) = lower($4))
        ORDER BY m.at DESC, m.commit_position DESC, m.prepare_position DESC, m.expiry NULLS LAST, m.lot`,
      [providerId, filter.productId ?? null, filter.locationId ?? null, filter.lotCode ?? null],
    )) {
      const names = await this.names(providerId, rows);
      yield rows.map((row) => ({ ...movementOf(row, names.place(row)), position: row.position }));
    }
  }

  /**
   * A lot's trail, whatever its case: every change of it at every location (oldest first), and
   * the orders, movements and transfers that took units from it with whom they went to, each
   * named by its number. A transfer's number is inventory's own; an order's or a movement's,
   * its client and its state are asked of whoever answers OrderSummaries (ordering), so that
   * inventory reads no other context's tables.
   */
  async trace(
    providerId: string,
    lotCode: string,
    productId?: string,
  ): Promise<{ movements: LotMovementRow[]; takers: LotTakerRow[]; truncated: boolean }> {
    const { rows } = await this.db.query<MovementRecord>(
      `SELECT m.product_id, m.location_id, m.lot, to_char(m.expiry, 'YYYY-MM-DD') AS expiry,
              ${SHOWN_AT} AS at, m.order_id, m.order_type, m.reason, m.delta_current, m.delta_committed,
              m.running_current AS current_stock, m.running_committed AS committed_stock,
              tr.number AS transfer_number
         FROM lot_movements m
         LEFT JOIN stock_ledger s ON s.event_id = m.event_id
         LEFT JOIN transfers tr ON m.order_type = '${TRANSFER}' AND tr.id = m.order_id
        WHERE m.provider_id = $1 AND lower(m.lot) = lower($2)
          AND ($3::uuid IS NULL OR m.product_id = $3)
        ORDER BY m.commit_position, m.prepare_position, m.product_id
        LIMIT $4`,
      [providerId, lotCode, productId ?? null, MAX_TRACE_ROWS + 1],
    );
    const truncated = rows.length > MAX_TRACE_ROWS;
    const kept = rows.slice(0, MAX_TRACE_ROWS);
    const orderIds = new Set(
      kept.flatMap((row) => (row.order_type === TRANSFER ? [] : row.order_id)),
    );
    const [names, summaries] = await Promise.all([
      this.names(providerId, kept),
      this.queries.execute(new OrderSummaries(providerId, [...orderIds])),
    ]);
    const orders = new Map(summaries.map((order) => [order.orderId, order]));
    const clients = await this.clients.summaries(
      providerId,
      summaries.flatMap((order) => (order.clientId ? [order.clientId] : [])),
    );
    const numberOf = (row: MovementRecord) =>
      row.order_type === TRANSFER
        ? row.transfer_number === null
          ? null
          : formatTransferNumber(row.transfer_number)
        : (orders.get(row.order_id)?.number ?? null);
    const movements = kept.map((row) => ({
      ...movementOf(row, names.place(row)),
      order_number: numberOf(row),
    }));
    // What each order took: units leaving the lot's current when placed or shipped, less what a
    // cancellation gave back.
    const takers = new Map<string, LotTakerRow>();
    kept.forEach((row, index) => {
      const key = `${row.order_id}/${row.product_id}/${row.location_id}`;
      const took =
        (row.reason === 'placed' || row.reason === 'shipped') && row.delta_current < 0
          ? -row.delta_current
          : row.reason === 'cancelled' && takers.has(key)
            ? -row.delta_current
            : 0;
      if (took === 0) return;
      const order = orders.get(row.order_id);
      const client = order?.clientId ? clients.get(order.clientId) : undefined;
      const known = takers.get(key);
      takers.set(key, {
        order_id: row.order_id,
        order_number: movements[index].order_number,
        order_type: row.order_type,
        at: known?.at ?? movements[index].at,
        product_id: row.product_id,
        product_name: movements[index].product_name,
        location_id: row.location_id,
        location_name: movements[index].location_name,
        quantity: (known?.quantity ?? 0) + took,
        client_id: order?.clientId ?? null,
        client_name: client?.name ?? null,
        client_email: client?.email ?? null,
        cancelled: order?.cancelled ?? false,
        fulfilled: order?.fulfilled ?? false,
      });
    });
    return { movements, takers: [...takers.values()], truncated };
  }

  private async names(
    providerId: string,
    rows: readonly { product_id: string; location_id: string }[],
  ): Promise<{
    product(id: string): string;
    location(id: string): string;
    place(row: Pick<LotRecord, 'product_id' | 'location_id' | 'lot' | 'expiry'>): LotPlace;
  }> {
    const [products, locations] = await Promise.all([
      this.products.byIds(providerId, [...new Set(rows.map((row) => row.product_id))]),
      rows.length > 0 ? this.locations.list(providerId) : [],
    ]);
    const product = new Map(products.map((p) => [p.id, p.name]));
    const location = new Map(locations.map((l) => [l.id, l.name]));
    const productName = (id: string) => product.get(id) ?? id;
    const locationName = (id: string) => location.get(id) ?? id;
    return {
      product: productName,
      location: locationName,
      place: (row) => ({
        product_id: row.product_id,
        product_name: productName(row.product_id),
        location_id: row.location_id,
        location_name: locationName(row.location_id),
        lot_code: row.lot,
        expiry_date: row.expiry,
      }),
    };
  }
}
