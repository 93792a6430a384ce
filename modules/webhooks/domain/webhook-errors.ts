/**
 * The refusals of the webhooks context, each with its kind; the platform's error filter answers
 * each kind with its status and the JSON error shape.
 */
export abstract class WebhookError extends Error {
  abstract readonly kind: 'invalid' | 'forbidden' | 'not_found';

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidWebhookRequest extends WebhookError {
  readonly kind = 'invalid' as const;
}

export class WebhooksOwnerOnly extends WebhookError {
  readonly kind = 'forbidden' as const;

  constructor() {
    super('Only the owner can manage webhooks.');
  }
}

export class WebhookNotFound extends WebhookError {
  readonly kind = 'not_found' as const;

  constructor() {
    super('No such webhook endpoint.');
  }
}

export class DeliveryNotFound extends WebhookError {
  readonly kind = 'not_found' as const;

  constructor() {
    super('No such webhook delivery.');
  }
}
