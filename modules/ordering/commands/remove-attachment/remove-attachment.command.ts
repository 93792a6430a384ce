import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** A provider member removes an attachment from an order, and its file. */
export class RemoveAttachment extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly attachmentId: string,
    readonly member: Member,
  ) {
    super();
  }
}
