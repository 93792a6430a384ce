import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';

/** Staff receive an approved return: each line restocked at a location or written off. */
export class ReceiveReturn extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly orderId: string,
    readonly sequence: number,
    /** Where restocked units go; absent: the order's location. */
    readonly locationId: string | null,
    readonly lines: {
      productId: string;
      restock: number;
      writeOff: number;
      writeOffReason?: string | null;
    }[],
  ) {
    super();
  }
}
