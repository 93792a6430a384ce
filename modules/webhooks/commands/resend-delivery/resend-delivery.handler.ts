import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CONFIG, Config } from '../../../platform';
import { nextAttemptAt, retryPolicy } from '../../domain/backoff';
import { DeliveryNotFound } from '../../domain/webhook-errors';
import { checkWebhookOwner } from '../../domain/webhook-rules';
import { WebhookSender } from '../../infrastructure/webhook-sender';
import { WebhookStore } from '../../infrastructure/webhook-store';
import { ResendDelivery } from './resend-delivery.command';

/**
 * Sends the delivery now, signed afresh, and records the attempt: a 2xx makes it delivered; a
 * failure leaves a delivered or failed one as it was, and a pending one keeps its retries.
 */
@CommandHandler(ResendDelivery)
export class ResendDeliveryHandler implements ICommandHandler<ResendDelivery> {
  constructor(
    private readonly store: WebhookStore,
    private readonly sender: WebhookSender,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ member, webhookId, deliveryId }: ResendDelivery) {
    checkWebhookOwner(member);
    const due = await this.store.dueById(member.providerId, deliveryId);
    if (!due || due.endpointId !== webhookId) throw new DeliveryNotFound();
    const target = await this.store.target(webhookId);
    if (!target) throw new DeliveryNotFound();
    const attempt = await this.sender.send(target, due);
    if (attempt.code !== null && attempt.code >= 200 && attempt.code < 300)
      await this.store.delivered([{ id: due.id, attempt }]);
    else {
      const policy = retryPolicy(
        this.config.WEBHOOKS_RETRY_BASE_MS,
        this.config.WEBHOOKS_RETRY_WINDOW_MS,
      );
      const next = nextAttemptAt(
        due.attempts + 1,
        due.firstAttemptAt ?? attempt.at,
        attempt.at,
        policy,
      );
      await this.store.attemptFailed(due.id, attempt, next);
    }
    return { delivery: (await this.store.delivery(member.providerId, deliveryId))! };
  }
}
