import { Command } from '@nestjs/cqrs';
import type { Member } from '../../../identity';

/** Who asks for a return: the order's client through the portal, or a member for them. */
export type ReturnAsker =
  | { kind: 'client'; clientId: string }
  | { kind: 'provider'; providerId: string; member: Member };

/** Ask to send back some of an order's shipped units: answers the return's sequence. */
export class RequestReturn extends Command<{ providerId: string; sequence: number }> {
  constructor(
    readonly by: ReturnAsker,
    readonly orderId: string,
    readonly lines: { productId: string; quantity: number; reason: string }[],
    readonly note: string | null | undefined,
  ) {
    super();
  }
}
