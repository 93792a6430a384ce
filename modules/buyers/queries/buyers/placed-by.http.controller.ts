import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClients } from '../../../ordering';
import {
  ClientOrdersPlacedByResponse,
  OrderPlacedByResponse,
  placedByResponse,
} from '../../responses/buyer.response.dto';
import { ClientOrdersPlacedBy, OrderPlacedBy } from './buyers.query';

/** Who placed an order, on the staff's order page (null: no signed-in buyer did). */
@Controller('provider/:provider_id/order/:order_id/placed-by')
export class OrderPlacedByController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async placedBy(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<OrderPlacedByResponse> {
    const placed = await this.queries.execute(new OrderPlacedBy(providerId, orderId));
    return { placed_by: placed ? placedByResponse(placed) : null };
  }
}

/** Who placed which of the company's orders, for the portal's list and order page. */
@Controller('client/:client_id/placed-by')
@UseGuards(ClientLinkGuard)
export class ClientOrdersPlacedByController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async placedBy(@PortalClients() clientIds: string[]): Promise<ClientOrdersPlacedByResponse> {
    const placed = await this.queries.execute(new ClientOrdersPlacedBy(clientIds));
    return {
      orders: placed.map((each) => ({
        order_id: each.orderId,
        placed_by: placedByResponse(each.placedBy),
      })),
    };
  }
}
