import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import type { DeliveryView } from '../../infrastructure/webhook-store';

/** The owner sends a delivery again now ("Send again"), whatever its status. */
export class ResendDelivery extends Command<{ delivery: DeliveryView }> {
  constructor(
    readonly member: Member,
    readonly webhookId: string,
    readonly deliveryId: string,
  ) {
    super();
  }
}
