import { Query } from '@nestjs/cqrs';
import type {
  OneShipmentResponse,
  ShipmentListResponse,
} from '../../responses/shipment.response.dto';

/** A provider's order's shipments, oldest first. */
export class OrderShipments extends Query<ShipmentListResponse> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}

/** One shipment of a provider's order, by its sequence. */
export class OrderShipment extends Query<OneShipmentResponse> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly sequence: number,
  ) {
    super();
  }
}
