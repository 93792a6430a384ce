import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClientOfBody } from '../../infrastructure/client-link.guard';
import { QuickOrder } from './quick-order.query';
import { QuickOrderRequest } from './quick-order.request.dto';
import { QuickOrderResponse } from './quick-order.response.dto';

/**
 * Quick order in the client portal (issue 37): pasted lines checked before they go into the
 * cart. A POST for the body's size (up to 500 lines); it reads, and changes nothing.
 */
@Controller('client/:client_id/quick_order')
@UseGuards(ClientLinkGuard)
export class QuickOrderController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  check(
    @PortalClientOfBody() clientId: string,
    @Body() body: QuickOrderRequest,
  ): Promise<QuickOrderResponse> {
    return this.queries.execute(
      new QuickOrder(clientId, body.provider_id.toLowerCase(), body.lines),
    );
  }
}
