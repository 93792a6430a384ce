import { Injectable } from '@nestjs/common';
import { ProductsService } from '../../../catalog';
import { OrdersReadModel } from '../../../ordering';
import { Database } from '../../../platform';
import { ReceivedLine, ReturnLine, ReturnNotFoundError, ReturnStatus } from '../../domain/returns';
import { ReturnResponse } from '../../responses/return.response.dto';

interface Row {
  order_id: string;
  sequence: number;
  provider_id: string;
  status: ReturnStatus;
  requested_by: 'CLIENT' | 'PROVIDER';
  note: string | null;
  refusal: string | null;
  lines: ReturnLine[];
  received: ReceivedLine[] | null;
  location_id: string | null;
  requested_at: Date;
  answered_at: Date | null;
  received_at: Date | null;
}

/** Returns as the order's screen and the portal read them, with names. */
@Injectable()
export class ReturnsReadModel {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersReadModel,
    private readonly products: ProductsService,
  ) {}

  /** The order's returns, oldest first; OrderNotFoundError when it is not the provider's. */
  async ofOrder(providerId: string, orderId: string): Promise<ReturnResponse[]> {
    const order = await this.orders.get(providerId, orderId);
    const { rows } = await this.db.query<Row>(
      'SELECT * FROM order_returns WHERE provider_id = $1 AND order_id = $2 ORDER BY sequence',
      [providerId, orderId],
    );
    const ids = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.productId)))];
    const names = new Map(
      (await this.products.byIds(providerId, ids)).map((product) => [product.id, product.name]),
    );
    return rows.map((row) => ({
      order_id: row.order_id,
      sequence: row.sequence,
      number: `${order.number}-R${row.sequence}`,
      status: row.status,
      requested_by: row.requested_by,
      note: row.note,
      refusal: row.refusal,
      location_id: row.location_id,
      requested_at: row.requested_at.toISOString(),
      answered_at: row.answered_at?.toISOString() ?? null,
      received_at: row.received_at?.toISOString() ?? null,
      lines: row.lines.map((line) => {
        const got = row.received?.find((r) => r.productId === line.productId);
        return {
          product_id: line.productId,
          product_name: names.get(line.productId) ?? '',
          quantity: line.quantity,
          reason: line.reason,
          restocked: got ? got.restocked : null,
          written_off: got ? got.writtenOff : null,
          write_off_reason: got?.writeOffReason ?? null,
        };
      }),
    }));
  }

  async one(providerId: string, orderId: string, sequence: number): Promise<ReturnResponse> {
    const found = (await this.ofOrder(providerId, orderId)).find((r) => r.sequence === sequence);
    if (!found) throw new ReturnNotFoundError();
    return found;
  }

  /** A client's own order's returns; OrderNotFoundError for any other order. */
  async ofClientOrder(clientId: string, orderId: string): Promise<ReturnResponse[]> {
    const order = await this.orders.getForClient(clientId, orderId);
    return this.ofOrder(order.provider.id, orderId);
  }
}
