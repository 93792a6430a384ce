import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  CONFIG,
  Config,
  EVENT_STORE,
  EventStore,
  ProjectionWaiter,
  ReadModelNotReady,
} from '../../../platform';
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
import { webhookOutboxProjection } from '../../projections/webhook-outbox/webhook-outbox.projection';
import { CreateWebhook } from './create-webhook.command';

@CommandHandler(CreateWebhook)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhook> {
  constructor(
    private readonly store: WebhookStore,
    private readonly sender: WebhookSender,
    private readonly dispatcher: WebhookDispatcher,
    @Inject(CONFIG) private readonly config: Config,
    private readonly waiter: ProjectionWaiter,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** How long a registration waits for the outbox a first start is still building. */
  private static readonly OUTBOX_BUILT_MS = 30_000;

  async execute(command: CreateWebhook) {
    const { member } = command;
    checkWebhookOwner(member);
    const url = endpointUrl(command.url, this.config.WEBHOOKS_ALLOW_PRIVATE);
    const events = subscribedEvents(command.events);
    const text = description(command.description);
    checkEndpointCount(await this.store.count(member.providerId));
    await this.sender.checkHost(url);
    // The endpoint's cursor starts at the outbox's head: on a first start (or a new version of
    // the outbox) its table may still be being built, so wait for it to have caught up. If it
    // has not by then, refuse (503, try again): a cursor set behind the head would deliver
    // events from before the endpoint existed.
    const caughtUp = await this.waiter.waitFor(
      await this.events.committedHead(),
      [webhookOutboxProjection.name],
      CreateWebhookHandler.OUTBOX_BUILT_MS,
    );
    if (!caughtUp) throw new ReadModelNotReady();
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
