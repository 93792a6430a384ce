import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** The owner deletes an endpoint, and its delivery log with it. */
export class DeleteWebhook extends Command<{ deleted: true }> {
  constructor(
    readonly member: Member,
    readonly webhookId: string,
  ) {
    super();
  }
}
