import { Query } from '@nestjs/cqrs';
import type { ShipmentListResponse } from '../../responses/shipment.response.dto';

/** A client's own order's shipments, oldest first. */
export class ClientOrderShipments extends Query<ShipmentListResponse> {
  constructor(
    readonly clientId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
