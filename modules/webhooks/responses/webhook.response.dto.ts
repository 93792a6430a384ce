import { PaginationResponse } from '../../platform';
import type { WebhookEventType } from '../domain/webhook-events';

/**
 * Webhook endpoints and their deliveries as the API answers them, described field by field for
 * the OpenAPI document and the frontend's generated types. The store's views are these classes.
 * Dates are ISO strings.
 */

/** An endpoint as the list shows it: never its signing secret. */
export class WebhookResponse {
  id!: string;
  url!: string;
  description!: string | null;
  /** The event types sent to it. */
  events!: WebhookEventType[];
  enabled!: boolean;
  created_at!: string;
}

/** One event sent (or being sent) to an endpoint, as its delivery log shows it. */
export class DeliveryResponse {
  id!: string;
  webhook_id!: string;
  event_id!: string;
  event_type!: WebhookEventType;
  status!: 'pending' | 'delivered' | 'failed';
  attempts!: number;
  /** The endpoint's HTTP status on the last attempt; null before one, or without an answer. */
  response_code!: number | null;
  error!: string | null;
  created_at!: string;
  first_attempt_at!: string | null;
  last_attempt_at!: string | null;
  next_attempt_at!: string | null;
  delivered_at!: string | null;
}

export class WebhookListResponse {
  webhooks!: WebhookResponse[];
  /** Every event type an endpoint may ask for. */
  event_types!: WebhookEventType[];
}

/** A new endpoint, with its signing secret: the only time the secret is shown. */
export class NewWebhookResponse {
  webhook!: WebhookResponse;
  secret!: string;
}

export class OneWebhookResponse {
  webhook!: WebhookResponse;
}

export class DeletedWebhookResponse {
  deleted!: true;
}

export class DeliveryListResponse {
  deliveries!: DeliveryResponse[];
  pagination!: PaginationResponse;
}

export class OneDeliveryResponse {
  delivery!: DeliveryResponse;
}
