import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateWebhookHandler } from './commands/create-webhook/create-webhook.handler';
import { CreateWebhookController } from './commands/create-webhook/create-webhook.http.controller';
import { DeleteWebhookHandler } from './commands/delete-webhook/delete-webhook.handler';
import { DeleteWebhookController } from './commands/delete-webhook/delete-webhook.http.controller';
import { ResendDeliveryHandler } from './commands/resend-delivery/resend-delivery.handler';
import { ResendDeliveryController } from './commands/resend-delivery/resend-delivery.http.controller';
import { UpdateWebhookHandler } from './commands/update-webhook/update-webhook.handler';
import { UpdateWebhookController } from './commands/update-webhook/update-webhook.http.controller';
import { WebhookDispatcher } from './infrastructure/webhook-dispatcher';
import { WebhookSender } from './infrastructure/webhook-sender';
import { WebhookStore } from './infrastructure/webhook-store';
import { ListDeliveriesHandler } from './queries/list-deliveries/list-deliveries.handler';
import { ListDeliveriesController } from './queries/list-deliveries/list-deliveries.http.controller';
import { ListWebhooksHandler } from './queries/list-webhooks/list-webhooks.handler';
import { ListWebhooksController } from './queries/list-webhooks/list-webhooks.http.controller';

const controllers = [
  CreateWebhookController,
  ListWebhooksController,
  UpdateWebhookController,
  DeleteWebhookController,
  ListDeliveriesController,
  ResendDeliveryController,
];
const commandHandlers = [
  CreateWebhookHandler,
  UpdateWebhookHandler,
  DeleteWebhookHandler,
  ResendDeliveryHandler,
];
const queryHandlers = [ListWebhooksHandler, ListDeliveriesHandler];
/** The dispatcher starts with the app and sends while this process holds its lock. */
const infrastructure = [WebhookStore, WebhookSender, WebhookDispatcher];

@Module({
  imports: [CqrsModule],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
})
export class WebhooksModule {}
