import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString } from 'class-validator';
import { MaxChars } from '../../../platform';
import { WEBHOOK_EVENTS, WebhookEventType } from '../../domain/webhook-events';
import { MAX_DESCRIPTION, MAX_URL_LENGTH } from '../../domain/webhook-rules';

export class CreateWebhookRequest {
  /** The endpoint's address: https (or http), public unless the operator allows private ones. */
  @IsString({ message: 'url must be a string' })
  @MaxChars(MAX_URL_LENGTH)
  url!: string;

  /** The events it receives, each named once (an unknown name is refused with a 400). */
  @IsArray({ message: 'events must be a list' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn(WEBHOOK_EVENTS, {
    each: true,
    message: `Each event is one of: ${WEBHOOK_EVENTS.join(', ')}.`,
  })
  events!: WebhookEventType[];

  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxChars(MAX_DESCRIPTION)
  description?: string;
}
