import { Query } from '@nestjs/cqrs';

/** Whose packing slip: a provider's member, or the order's client through the portal. */
export type SlipReader = { providerId: string } | { clientId: string };

/** A shipment's packing slip as a PDF. */
export class PackingSlip extends Query<{ pdf: Buffer; filename: string }> {
  constructor(
    readonly reader: SlipReader,
    readonly orderId: string,
    readonly sequence: number,
  ) {
    super();
  }
}
