import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ShipmentsReadModel } from '../../projections/shipments/shipments.read-model';
import { OrderShipment, OrderShipments } from './order-shipments.query';

@QueryHandler(OrderShipments)
export class OrderShipmentsHandler implements IQueryHandler<OrderShipments> {
  constructor(private readonly shipments: ShipmentsReadModel) {}

  async execute({ providerId, orderId }: OrderShipments) {
    return { shipments: await this.shipments.ofOrder(providerId, orderId) };
  }
}

@QueryHandler(OrderShipment)
export class OrderShipmentHandler implements IQueryHandler<OrderShipment> {
  constructor(private readonly shipments: ShipmentsReadModel) {}

  async execute({ providerId, orderId, sequence }: OrderShipment) {
    return { shipment: await this.shipments.one(providerId, orderId, sequence) };
  }
}
