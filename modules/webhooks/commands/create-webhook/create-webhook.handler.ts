import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CONFIG, Config } from '../../../platform';
import {
  checkEndpointCount,
  checkWebhookOwner,
  description,
  endpointUrl,
  subscribedEvents,
  webhookSecretOf,
} from '../../domain/webhook-rules';
import { WebhookDispatcher } from '../../infrastructure/webhook-dispatcher';
import { WebhookSender } from '../../infrastructure/webhook-sender';
import { WebhookStore } from '../../infrastructure/webhook-store';
import { CreateWebhook } from './create-webhook.command';

@CommandHandler(CreateWebhook)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhook> {
  constructor(
    private readonly store: WebhookStore,
    private readonly sender: WebhookSender,
    private readonly dispatcher: WebhookDispatcher,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute(command: CreateWebhook) {
    const { member } = command;
    checkWebhookOwner(member);
    const url = endpointUrl(command.url, this.config.WEBHOOKS_ALLOW_PRIVATE);
    const events = subscribedEvents(command.events);
    const text = description(command.description);
    checkEndpointCount(await this.store.count(member.providerId));
    await this.sender.checkHost(url);
    const secret = webhookSecretOf(randomBytes(32));
    const webhook = await this.store.create({
      id: randomUUID(),
      providerId: member.providerId,
      url: url.href,
      description: text,
      secret,
      events,
      createdBy: member.userId,
    });
    this.dispatcher.refresh();
    return { webhook, secret };
  }
}
