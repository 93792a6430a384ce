import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CONFIG, Config } from '../../../platform';
import { WebhookNotFound } from '../../domain/webhook-errors';
import {
  checkWebhookOwner,
  description,
  endpointUrl,
  subscribedEvents,
} from '../../domain/webhook-rules';
import { WebhookDispatcher } from '../../infrastructure/webhook-dispatcher';
import { WebhookSender } from '../../infrastructure/webhook-sender';
import { WebhookStore } from '../../infrastructure/webhook-store';
import { UpdateWebhook } from './update-webhook.command';

@CommandHandler(UpdateWebhook)
export class UpdateWebhookHandler implements ICommandHandler<UpdateWebhook> {
  constructor(
    private readonly store: WebhookStore,
    private readonly sender: WebhookSender,
    private readonly dispatcher: WebhookDispatcher,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ member, webhookId, change }: UpdateWebhook) {
    checkWebhookOwner(member);
    let url: URL | undefined;
    if (change.url !== undefined) {
      url = endpointUrl(change.url, this.config.WEBHOOKS_ALLOW_PRIVATE);
      await this.sender.checkHost(url);
    }
    const webhook = await this.store.update(member.providerId, webhookId, {
      url: url?.href,
      events: change.events === undefined ? undefined : subscribedEvents(change.events),
      description: change.description === undefined ? undefined : description(change.description),
      enabled: change.enabled,
    });
    if (!webhook) throw new WebhookNotFound();
    this.dispatcher.refresh();
    return { webhook };
  }
}
