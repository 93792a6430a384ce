// Fulfilment: an order's shipments (some of its units now, the rest later), their read model and
// routes. A shipment is an event of the order's stream, appended through ordering's
// OrderStreams with its stock changes, so the order's revision bounds what is shipped.

export { ReceiveReturn } from './commands/receive-return/receive-return.command';
export { ShipOrder } from './commands/ship-order/ship-order.command';
export * from './domain/shipment';
export { FulfilmentModule } from './fulfilment.module';
export { returnsProjection } from './projections/returns/returns.projection';
export { ReturnsReadModel } from './projections/returns/returns.read-model';
export { shipmentsProjection } from './projections/shipments/shipments.projection';
export { ShipmentsReadModel } from './projections/shipments/shipments.read-model';
export { OrderShipments } from './queries/order-shipments/order-shipments.query';
export { PackingSlip } from './queries/packing-slip/packing-slip.query';
