import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** What a shipment ships (absent lines: everything that remains), when, and how. */
export interface ShipmentRequest {
  lines?: { productId: string; quantity: number }[];
  shippedOn?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** Ship some or all of what remains of an order: answers the new shipment's sequence. */
export class ShipOrder extends Command<number> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly member: Member,
    readonly request: ShipmentRequest,
  ) {
    super();
  }
}
