import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { lotQuantity } from '../../../inventory';
import { OrdersReadModel } from '../../../ordering';
import { Database } from '../../../platform';
import { ShippedLine } from '../../domain/shipment';
import { ShipmentResponse } from '../../responses/shipment.response.dto';

interface Row {
  order_id: string;
  sequence: number;
  shipped_on: string;
  carrier: string | null;
  tracking_number: string | null;
  lines: ShippedLine[];
  created_at: Date;
}

/** Shipments as the order's screen, the portal and the packing slip read them, with names. */
@Injectable()
export class ShipmentsReadModel {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersReadModel,
    private readonly products: ProductsService,
  ) {}

  /** The order's shipments, oldest first; OrderNotFoundError when it is not the provider's. */
  async ofOrder(providerId: string, orderId: string): Promise<ShipmentResponse[]> {
    // The order's number as it reads it (its own prefix): a shipment is `SO-1002-1`.
    const orderNumber = await this.orders.formattedNumberOf(providerId, orderId);
    if (orderNumber === null) await this.orders.get(providerId, orderId);
    const { rows } = await this.db.query<Row>(
      `SELECT order_id, sequence, to_char(shipped_on, 'YYYY-MM-DD') AS shipped_on, carrier,
              tracking_number, lines, created_at
         FROM shipments WHERE provider_id = $1 AND order_id = $2 ORDER BY sequence`,
      [providerId, orderId],
    );
    const productIds = [...new Set(rows.flatMap((row) => row.lines.map((l) => l.productId)))];
    const products = new Map(
      (await this.products.byIds(providerId, productIds)).map((p) => [p.id, p]),
    );
    return rows.map((row) => ({
      order_id: row.order_id,
      sequence: row.sequence,
      number: `${orderNumber}-${row.sequence}`,
      shipped_on: row.shipped_on,
      carrier: row.carrier,
      tracking_number: row.tracking_number,
      created_at: row.created_at.toISOString(),
      lines: row.lines.map((line) => {
        const product = products.get(line.productId);
        return {
          product: { id: line.productId, name: product?.name ?? '', sku: product?.sku ?? null },
          quantity: line.quantity,
          ...(line.lots?.length ? { lots: line.lots.map(lotQuantity) } : {}),
        };
      }),
    }));
  }

  /** One shipment of the order; ShipmentNotFoundError when there is none of that sequence. */
  async one(providerId: string, orderId: string, sequence: number): Promise<ShipmentResponse> {
    const shipment = (await this.ofOrder(providerId, orderId)).find((s) => s.sequence === sequence);
    if (!shipment) throw new ShipmentNotFoundError();
    return shipment;
  }

  /** A client's own order's shipments; OrderNotFoundError for any other order. */
  async ofClientOrder(clientId: string, orderId: string): Promise<ShipmentResponse[]> {
    const order = await this.orders.getForClient(clientId, orderId);
    return this.ofOrder(order.provider.id, orderId);
  }
}

export class ShipmentNotFoundError extends Error {
  readonly kind = 'not_found' as const;

  constructor() {
    super('No such shipment.');
  }
}
