import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { ListWebhooks } from './list-webhooks.query';

/** GET /api/provider/{provider_id}/webhooks: the owner's endpoints (never a secret). */
@Controller('provider/:provider_id/webhooks')
export class ListWebhooksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Req() req: MemberRequest) {
    return this.queries.execute(new ListWebhooks(req.member!));
  }
}
