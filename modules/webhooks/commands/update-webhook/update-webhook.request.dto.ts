import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { MaxChars } from '../../../platform';
import { WEBHOOK_EVENTS, WebhookEventType } from '../../domain/webhook-events';
import { MAX_DESCRIPTION, MAX_URL_LENGTH } from '../../domain/webhook-rules';

export class UpdateWebhookRequest {
  @IsOptional()
  @IsString({ message: 'url must be a string' })
  @MaxChars(MAX_URL_LENGTH)
  url?: string;

  /** The events it receives from now on, replacing the pick before. */
  @IsOptional()
  @IsArray({ message: 'events must be a list' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn(WEBHOOK_EVENTS, {
    each: true,
    message: `Each event is one of: ${WEBHOOK_EVENTS.join(', ')}.`,
  })
  events?: WebhookEventType[];

  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxChars(MAX_DESCRIPTION)
  description?: string;

  /** false: no deliveries are made for it (events meanwhile are not sent later); true: again. */
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}
