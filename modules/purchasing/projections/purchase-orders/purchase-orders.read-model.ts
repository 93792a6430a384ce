import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { LocationsReadModel } from '../../../locations';
import { Database } from '../../../platform';
import {
  isOnOrder,
  outstandingOf,
  PurchaseOrderNotFoundError,
  PurchaseOrderState,
  PurchaseOrderStatus,
  ReceivedLine,
} from '../../domain/purchase-order';
import type {
  PurchaseOrderResponse,
  PurchaseOrderStepResponse,
} from '../../responses/purchase-order.response.dto';
import type { PurchaseOrderStep } from './purchase-orders.projection';

interface Row {
  id: string;
  number: number;
  state: PurchaseOrderState;
  history: PurchaseOrderStep[];
  total: string;
  supplier_name: string | null;
  created_at: Date;
  updated_at: Date;
  full_count?: string;
}

export interface PurchaseOrderFilter {
  status?: PurchaseOrderStatus;
  supplierId?: string;
  productId?: string;
}

export const PURCHASE_ORDER_PREFIX = 'PO-';

const receiptLine = (line: ReceivedLine) => ({
  product_id: line.productId,
  quantity: line.quantity,
  unit_cost: line.unitCost,
  lot_code: line.lot?.lot ?? null,
});

function stepView(step: PurchaseOrderStep): PurchaseOrderStepResponse {
  const { lines, landed_costs: _, corrected, ...rest } = step;
  return {
    ...rest,
    ...(lines ? { lines: lines.map(receiptLine) } : {}),
    ...(corrected
      ? {
          corrected: corrected.map((line) => ({
            product_id: line.productId,
            unit_cost: line.unitCost,
            previous_unit_cost: line.previousUnitCost,
          })),
        }
      : {}),
    ...(step.landed_costs
      ? {
          landed_costs: step.landed_costs.map((cost) => ({
            label: cost.label,
            amount: cost.amount,
            spread_by: cost.spreadBy,
          })),
        }
      : {}),
  };
}

/** Purchase orders as their list and page read them, with their supplier's, location's and products' names. */
@Injectable()
export class PurchaseOrdersReadModel {
  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly locations: LocationsReadModel,
  ) {}

  async one(providerId: string, purchaseOrderId: string): Promise<PurchaseOrderResponse> {
    const rows = await this.rows(providerId, 'AND o.id = $2', [purchaseOrderId], 1, 0);
    if (!rows[0]) throw new PurchaseOrderNotFoundError();
    return (await this.views(providerId, rows))[0];
  }

  async list(
    providerId: string,
    filter: PurchaseOrderFilter,
    page: { limit: number; offset: number },
  ): Promise<{ purchase_orders: PurchaseOrderResponse[]; total: number }> {
    const values: unknown[] = [];
    let where = '';
    if (filter.status) {
      values.push(filter.status);
      where += ` AND o.status = $${values.length + 1}`;
    }
    if (filter.supplierId) {
      values.push(filter.supplierId);
      where += ` AND o.supplier_id = $${values.length + 1}`;
    }
    if (filter.productId) {
      values.push(filter.productId);
      where += ` AND EXISTS (SELECT 1 FROM purchase_order_lines l
                  WHERE l.purchase_order_id = o.id AND l.product_id = $${values.length + 1})`;
    }
    const rows = await this.rows(providerId, where, values, page.limit, page.offset);
    return {
      purchase_orders: await this.views(providerId, rows),
      total: rows[0]?.full_count ? Number(rows[0].full_count) : 0,
    };
  }

  /** Units on order per product at each location: sent and still to come. */
  async onOrder(
    providerId: string,
    locationId?: string,
  ): Promise<{ location_id: string; product_id: string; on_order: number }[]> {
    const { rows } = await this.db.query<{
      location_id: string;
      product_id: string;
      on_order: string;
    }>(
      `SELECT location_id, product_id, sum(on_order) AS on_order FROM purchase_order_lines
        WHERE provider_id = $1 AND on_order > 0 AND ($2::uuid IS NULL OR location_id = $2)
        GROUP BY location_id, product_id`,
      [providerId, locationId ?? null],
    );
    return rows.map((row) => ({ ...row, on_order: Number(row.on_order) }));
  }

  private async rows(
    providerId: string,
    where: string,
    values: unknown[],
    limit: number,
    offset: number,
  ): Promise<Row[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT o.id, o.number, o.state, o.history, o.total, o.created_at, o.updated_at,
              s.name AS supplier_name, count(*) OVER () AS full_count
         FROM purchase_orders o
         LEFT JOIN purchasing_suppliers s ON s.id = o.supplier_id AND s.provider_id = o.provider_id
        WHERE o.provider_id = $1 ${where}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      [providerId, ...values],
    );
    return rows;
  }

  private async views(providerId: string, rows: Row[]): Promise<PurchaseOrderResponse[]> {
    const productIds = [...new Set(rows.flatMap((row) => row.state.lines.map((l) => l.productId)))];
    const [products, locations] = await Promise.all([
      this.products.byIds(providerId, productIds),
      this.locations.list(providerId),
    ]);
    const product = new Map(products.map((p) => [p.id, p]));
    const location = new Map(locations.map((l) => [l.id, l.name]));
    return rows.map((row) => {
      const { state } = row;
      const open = isOnOrder(state.status) || state.status === 'DRAFT';
      return {
        id: row.id,
        number: `${PURCHASE_ORDER_PREFIX}${row.number}`,
        status: state.status,
        supplier: { id: state.supplierId, name: row.supplier_name ?? '' },
        location: { id: state.locationId, name: location.get(state.locationId) ?? '' },
        currency: state.currency,
        expected_on: state.expectedOn,
        notes: state.notes,
        total: Number(row.total),
        lines: state.lines.map((line) => ({
          product_id: line.productId,
          product_name: product.get(line.productId)?.name ?? '',
          sku: product.get(line.productId)?.sku ?? null,
          quantity: line.quantity,
          received: line.received,
          outstanding: open ? outstandingOf(line) : 0,
          unit_price: line.unitPrice,
        })),
        receipts: state.receipts.map((receipt) => ({
          receipt_id: receipt.receiptId,
          effective_at: receipt.effectiveAt,
          lines: receipt.lines.map(receiptLine),
        })),
        history: row.history.map(stepView),
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
      };
    });
  }
}
