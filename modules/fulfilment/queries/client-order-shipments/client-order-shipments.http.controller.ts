import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalClient } from '../../../ordering';
import { ShipmentListResponse } from '../../responses/shipment.response.dto';
import { ClientOrderShipments } from './client-order-shipments.query';

/** GET /api/client/{client_id}/order/{order_id}/shipments: the portal's view of its shipments. */
@Controller('client/:client_id/order/:order_id/shipments')
@UseGuards(ClientLinkGuard)
export class ClientOrderShipmentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @PortalClient() clientId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<ShipmentListResponse> {
    return this.queries.execute(new ClientOrderShipments(clientId, orderId));
  }
}
