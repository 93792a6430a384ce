import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WebhookNotFound } from '../../domain/webhook-errors';
import { checkWebhookOwner } from '../../domain/webhook-rules';
import { WebhookDispatcher } from '../../infrastructure/webhook-dispatcher';
import { WebhookStore } from '../../infrastructure/webhook-store';
import { DeleteWebhook } from './delete-webhook.command';

@CommandHandler(DeleteWebhook)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhook> {
  constructor(
    private readonly store: WebhookStore,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async execute({ member, webhookId }: DeleteWebhook) {
    checkWebhookOwner(member);
    if (!(await this.store.delete(member.providerId, webhookId))) throw new WebhookNotFound();
    this.dispatcher.refresh();
    return { deleted: true as const };
  }
}
