import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ShipmentListResponse } from '../../responses/shipment.response.dto';
import { OrderShipments } from './order-shipments.query';

/** GET …/order/{order_id}/shipments: the order's shipments, oldest first. */
@Controller('provider/:provider_id/order/:order_id/shipments')
export class OrderShipmentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
  ): Promise<ShipmentListResponse> {
    return this.queries.execute(new OrderShipments(providerId, orderId));
  }
}
