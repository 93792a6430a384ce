import { Controller, Get, Param, ParseUUIDPipe, Query as QueryString, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { pageOf } from '../../../platform';
import { DeliveryListResponse } from '../../responses/webhook.response.dto';
import { ListDeliveries } from './list-deliveries.query';
import { ListDeliveriesRequest } from './list-deliveries.request.dto';

/**
 * GET /api/provider/{provider_id}/webhooks/{webhook_id}/deliveries: the delivery log (status,
 * attempts, last response code, next attempt), newest event first; `status` filters.
 */
@Controller('provider/:provider_id/webhooks')
export class ListDeliveriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':webhook_id/deliveries')
  list(
    @Param('webhook_id', ParseUUIDPipe) webhookId: string,
    @QueryString() query: ListDeliveriesRequest,
    @Req() req: MemberRequest,
  ): Promise<DeliveryListResponse> {
    return this.queries.execute(
      new ListDeliveries(req.member!, webhookId, { ...pageOf(query, 50), status: query.status }),
    );
  }
}
