import { Body, Controller, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OrderShipment } from '../../queries/order-shipments/order-shipments.query';
import { OneShipmentResponse } from '../../responses/shipment.response.dto';
import { ShipOrder } from './ship-order.command';
import { ShipOrderRequest } from './ship-order.request.dto';

/** POST …/order/{order_id}/shipments (gated by identity's permission table): `{ shipment }`. */
@Controller('provider/:provider_id/order/:order_id/shipments')
export class ShipOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async ship(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: ShipOrderRequest,
    @Req() req: MemberRequest,
  ): Promise<OneShipmentResponse> {
    const sequence = await this.commands.execute(
      new ShipOrder(providerId, orderId, req.member!, {
        lines: body.products?.map((line) => ({
          productId: line.product_id,
          quantity: line.quantity,
        })),
        shippedOn: body.shipped_on,
        carrier: body.carrier,
        trackingNumber: body.tracking_number,
      }),
    );
    return this.queries.execute(new OrderShipment(providerId, orderId, sequence));
  }
}
