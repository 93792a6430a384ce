// Webhooks: a provider's endpoints that receive its order, stock, low-stock and transfer events,
// signed, in commit order and at least once, from an outbox the projection runner writes; with a
// delivery log.

export { ResendDelivery } from './commands/resend-delivery/resend-delivery.command';
export { WEBHOOK_EVENTS, WebhookPayload } from './domain/webhook-events';
export { SIGNATURE_HEADER, signatureHeader, verifySignature } from './infrastructure/signature';
export { webhooksMigrations } from './infrastructure/webhooks.migrations';
export { webhookOutboxProjection } from './projections/webhook-outbox/webhook-outbox.projection';
export { WebhooksModule } from './webhooks.module';
