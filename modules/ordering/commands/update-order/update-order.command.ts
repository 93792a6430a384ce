import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { OrderChange } from '../../domain/order-update';

/** Who changes the order: a member of its provider, or its client through the portal link. */
export type OrderChanger =
  | { kind: 'provider'; providerId: string; member: Member }
  | { kind: 'client'; clientId: string };

/**
 * Fulfil, cancel or edit the notes of an order, any of them at once (docs/product.md §4 and §7):
 * one command, since PUT records what it asks together or not at all.
 */
export class UpdateOrder extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly by: OrderChanger,
    readonly change: OrderChange,
  ) {
    super();
  }
}
