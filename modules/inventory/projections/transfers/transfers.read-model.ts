import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';
import { lotQuantity } from '../../domain/lots';
import {
  formatTransferNumber,
  inTransitOf,
  TransferNotFoundError,
  TransferQuantity,
  TransferState,
  TransferStatus,
} from '../../domain/transfer';
import type { TransferResponse as TransferView } from '../../responses/transfer.response.dto';
import type { TransferStep } from './transfers.projection';

interface Row {
  id: string;
  number: number;
  state: TransferState;
  created_at: Date;
  shipped_at: Date | null;
  closed_at: Date | null;
  history: TransferStep[];
}

export interface TransferFilter {
  statuses?: readonly TransferStatus[];
  /** Transfers from or to this location. */
  locationId?: string;
}

const COLUMNS = 'id, number, state, created_at, shipped_at, closed_at, history';

/** Transfers as the list, the detail, the sheet and the CSV read them, with names. */
@Injectable()
export class TransfersReadModel {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly locations: LocationsReadModel,
  ) {}

  async list(
    providerId: string,
    filter: TransferFilter,
    page: { limit: number; offset: number },
  ): Promise<{ transfers: TransferView[]; total: number }> {
    const values = [
      providerId,
      filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : null,
      filter.locationId ?? null,
    ];
    const where = `provider_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))
      AND ($3::uuid IS NULL OR from_location_id = $3 OR to_location_id = $3)`;
    const [{ rows }, counted] = await Promise.all([
      this.db.query<Row>(
        `SELECT ${COLUMNS} FROM transfers WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
        [...values, page.limit, page.offset],
      ),
      this.db.query<{ n: string }>(`SELECT count(*) AS n FROM transfers WHERE ${where}`, values),
    ]);
    return { transfers: await this.views(providerId, rows), total: Number(counted.rows[0].n) };
  }

  async get(providerId: string, transferId: string): Promise<TransferView> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM transfers WHERE provider_id = $1 AND id = $2`,
      [providerId, transferId],
    );
    if (rows.length === 0) throw new TransferNotFoundError();
    return (await this.views(providerId, rows))[0];
  }

  private async views(providerId: string, rows: Row[]): Promise<TransferView[]> {
    if (rows.length === 0) return [];
    const productIds = [...new Set(rows.flatMap((r) => r.state.lines.map((l) => l.productId)))];
    const [products, locations] = await Promise.all([
      this.products.byIds(providerId, productIds),
      this.locations.list(providerId),
    ]);
    const productName = new Map(products.map((p) => [p.id, p.name]));
    const locationName = new Map(locations.map((l) => [l.id, l.name]));
    const named = (id: string) => ({ id, name: locationName.get(id) ?? '' });
    const lineOf = (line: TransferQuantity) => ({
      product_id: line.productId,
      product_name: productName.get(line.productId) ?? '',
      quantity: line.quantity,
      ...(line.lots?.length ? { lots: line.lots.map(lotQuantity) } : {}),
    });
    return rows.map(({ id, number, state, created_at, shipped_at, closed_at, history }) => {
      // The lots each product's units left the source in, as its shipment recorded them.
      const shipment = history.find((step) => step.type === 'TransferShipped');
      const shippedLots = new Map(shipment?.lines?.map((line) => [line.productId, line.lots]));
      return {
        id,
        number: formatTransferNumber(number),
        status: state.status,
        from_location: named(state.fromLocationId),
        to_location: named(state.toLocationId),
        notes: state.notes,
        created_at: new Date(created_at).toISOString(),
        shipped_at: shipped_at && new Date(shipped_at).toISOString(),
        closed_at: closed_at && new Date(closed_at).toISOString(),
        lines: state.lines.map((line) => ({
          ...lineOf({ ...line, lots: shippedLots.get(line.productId) }),
          received: line.received,
          written_off: line.writtenOff,
          in_transit:
            state.status === 'CREATED' || state.status === 'CANCELLED' ? 0 : inTransitOf(line),
        })),
        history: history.map(({ lines, ...step }) => ({
          ...step,
          ...(lines ? { lines: lines.map(lineOf) } : {}),
        })),
      };
    });
  }
}
