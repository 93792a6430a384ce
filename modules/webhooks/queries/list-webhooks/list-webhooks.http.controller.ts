import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { WebhookListResponse } from '../../responses/webhook.response.dto';
import { ListWebhooks } from './list-webhooks.query';

/** GET /api/provider/{provider_id}/webhooks: the owner's endpoints (never a secret). */
@Controller('provider/:provider_id/webhooks')
export class ListWebhooksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Req() req: MemberRequest): Promise<WebhookListResponse> {
    return this.queries.execute(new ListWebhooks(req.member!));
  }
}
