import { Body, Controller, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { ClientLinkGuard, PortalClient } from '../../../ordering';
import { OrderReturn } from '../../queries/order-returns/order-returns.query';
import { OneReturnResponse } from '../../responses/return.response.dto';
import { RequestReturn } from './request-return.command';
import { RequestReturnRequest } from './request-return.request.dto';

const linesOf = (body: RequestReturnRequest) =>
  body.products.map((line) => ({
    productId: line.product_id.toLowerCase(),
    quantity: line.quantity,
    reason: line.reason,
  }));

/** POST /api/client/{client_id}/order/{order_id}/returns: the client asks from the portal. */
@Controller('client/:client_id/order/:order_id/returns')
@UseGuards(ClientLinkGuard)
export class ClientRequestReturnController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async request(
    @PortalClient() clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: RequestReturnRequest,
  ): Promise<OneReturnResponse> {
    const { providerId, sequence } = await this.commands.execute(
      new RequestReturn({ kind: 'client', clientId }, orderId, linesOf(body), body.note),
    );
    return this.queries.execute(new OrderReturn(providerId, orderId, sequence));
  }
}

/** POST …/order/{order_id}/returns: a member records a return the client asked for otherwise. */
@Controller('provider/:provider_id/order/:order_id/returns')
export class RequestReturnController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async request(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: RequestReturnRequest,
    @Req() req: MemberRequest,
  ): Promise<OneReturnResponse> {
    const { sequence } = await this.commands.execute(
      new RequestReturn(
        { kind: 'provider', providerId, member: req.member! },
        orderId,
        linesOf(body),
        body.note,
      ),
    );
    return this.queries.execute(new OrderReturn(providerId, orderId, sequence));
  }
}
