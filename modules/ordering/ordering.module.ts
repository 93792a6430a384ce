import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiKeysModule } from '../api-keys';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { LocationsModule } from '../locations';
import { AddAttachmentHandler } from './commands/add-attachment/add-attachment.handler';
import { AddAttachmentController } from './commands/add-attachment/add-attachment.http.controller';
import { AnswerLinkRequestHandler } from './commands/answer-link-request/answer-link-request.handler';
import { AnswerLinkRequestController } from './commands/answer-link-request/answer-link-request.http.controller';
import { ApproveCountHandler } from './commands/approve-count/approve-count.handler';
import { ApproveCountController } from './commands/approve-count/approve-count.http.controller';
import { CancelCountHandler } from './commands/cancel-count/cancel-count.handler';
import { CancelCountController } from './commands/cancel-count/cancel-count.http.controller';
import { CancelTransferHandler } from './commands/cancel-transfer/cancel-transfer.handler';
import { CancelTransferController } from './commands/cancel-transfer/cancel-transfer.http.controller';
import { CreateTransferHandler } from './commands/create-transfer/create-transfer.handler';
import { CreateTransferController } from './commands/create-transfer/create-transfer.http.controller';
import { EnterCountsHandler } from './commands/enter-counts/enter-counts.handler';
import { EnterCountsController } from './commands/enter-counts/enter-counts.http.controller';
import { ImportReorderPointsHandler } from './commands/import-reorder-points/import-reorder-points.handler';
import { ImportReorderPointsController } from './commands/import-reorder-points/import-reorder-points.http.controller';
import { LeaveProviderHandler } from './commands/leave-provider/leave-provider.handler';
import { LeaveProviderController } from './commands/leave-provider/leave-provider.http.controller';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { PlaceOrderController } from './commands/place-order/place-order.http.controller';
import { ReceiveTransferHandler } from './commands/receive-transfer/receive-transfer.handler';
import { ReceiveTransferController } from './commands/receive-transfer/receive-transfer.http.controller';
import { RemoveAttachmentHandler } from './commands/remove-attachment/remove-attachment.handler';
import { RemoveAttachmentController } from './commands/remove-attachment/remove-attachment.http.controller';
import { SetReorderPointsHandler } from './commands/set-reorder-points/set-reorder-points.handler';
import { SetReorderPointsController } from './commands/set-reorder-points/set-reorder-points.http.controller';
import { ShipTransferHandler } from './commands/ship-transfer/ship-transfer.handler';
import { ShipTransferController } from './commands/ship-transfer/ship-transfer.http.controller';
import { StartCountHandler } from './commands/start-count/start-count.handler';
import { StartCountController } from './commands/start-count/start-count.http.controller';
import { UpdateClientOrderController } from './commands/update-order/update-client-order.http.controller';
import { UpdateOrderHandler } from './commands/update-order/update-order.handler';
import { UpdateOrderController } from './commands/update-order/update-order.http.controller';
import { ClientLinkStrategy } from './infrastructure/client-link.strategy';
import { CountStreams } from './infrastructure/count-streams';
import { CountsReadModel } from './infrastructure/counts-read-model';
import { InventoryReadModel } from './infrastructure/inventory-read-model';
import { LotsReadModel } from './infrastructure/lots-read-model';
import { LowStockDigest } from './infrastructure/low-stock-digest';
import { OrderStreams } from './infrastructure/order-streams';
import { OrdersReadModel } from './infrastructure/orders-read-model';
import { ReorderPointsReadModel } from './infrastructure/reorder-points-read-model';
import { TransferCommands } from './infrastructure/transfer-commands';
import { TransferStreams } from './infrastructure/transfer-streams';
import { TransfersReadModel } from './infrastructure/transfers-read-model';
import { AttachmentDownloadLinkHandler } from './queries/attachment-download-link/attachment-download-link.handler';
import { AttachmentDownloadLinkController } from './queries/attachment-download-link/attachment-download-link.http.controller';
import { ClientLinkRequestsHandler } from './queries/client-link-requests/client-link-requests.handler';
import { ClientLinkRequestsController } from './queries/client-link-requests/client-link-requests.http.controller';
import { ClientLinksHandler } from './queries/client-links/client-links.handler';
import { ClientLinksController } from './queries/client-links/client-links.http.controller';
import { ClientOrderByIdHandler } from './queries/client-order-by-id/client-order-by-id.handler';
import { ClientOrderByIdController } from './queries/client-order-by-id/client-order-by-id.http.controller';
import { ClientOrdersHandler } from './queries/client-orders/client-orders.handler';
import { ClientOrdersController } from './queries/client-orders/client-orders.http.controller';
import { ClientProductsHandler } from './queries/client-products/client-products.handler';
import { ClientProductsController } from './queries/client-products/client-products.http.controller';
import { CountByIdHandler } from './queries/count-by-id/count-by-id.handler';
import { CountByIdController } from './queries/count-by-id/count-by-id.http.controller';
import { ExplainBalanceHandler } from './queries/explain-balance/explain-balance.handler';
import { ExplainBalanceController } from './queries/explain-balance/explain-balance.http.controller';
import { InventoryCsvHandler } from './queries/export-inventory/export-inventory.handler';
import { ExportInventoryController } from './queries/export-inventory/export-inventory.http.controller';
import { LotMovementsCsvHandler } from './queries/export-lot-movements/export-lot-movements.handler';
import { ExportLotMovementsController } from './queries/export-lot-movements/export-lot-movements.http.controller';
import { LotsCsvHandler } from './queries/export-lots/export-lots.handler';
import { ExportLotsController } from './queries/export-lots/export-lots.http.controller';
import { OrdersCsvHandler } from './queries/export-orders/export-orders.handler';
import { ExportOrdersController } from './queries/export-orders/export-orders.http.controller';
import { ReorderPointsCsvHandler } from './queries/export-reorder-points/export-reorder-points.handler';
import { ExportReorderPointsController } from './queries/export-reorder-points/export-reorder-points.http.controller';
import { TransfersCsvHandler } from './queries/export-transfers/export-transfers.handler';
import { ExportTransfersController } from './queries/export-transfers/export-transfers.http.controller';
import { InventoryHandler } from './queries/inventory/inventory.handler';
import { InventoryController } from './queries/inventory/inventory.http.controller';
import { ListCountsHandler } from './queries/list-counts/list-counts.handler';
import { ListCountsController } from './queries/list-counts/list-counts.http.controller';
import { ListLotsHandler } from './queries/list-lots/list-lots.handler';
import { ListLotsController } from './queries/list-lots/list-lots.http.controller';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { ListOrdersController } from './queries/list-orders/list-orders.http.controller';
import { ListTransfersHandler } from './queries/list-transfers/list-transfers.handler';
import { ListTransfersController } from './queries/list-transfers/list-transfers.http.controller';
import { LotTraceHandler } from './queries/lot-trace/lot-trace.handler';
import { LotTraceController } from './queries/lot-trace/lot-trace.http.controller';
import { LowStockHandler } from './queries/low-stock/low-stock.handler';
import { LowStockController } from './queries/low-stock/low-stock.http.controller';
import { OrderByIdHandler } from './queries/order-by-id/order-by-id.handler';
import { OrderByIdController } from './queries/order-by-id/order-by-id.http.controller';
import { OrderHistoryHandler } from './queries/order-history/order-history.handler';
import { OrderHistoryController } from './queries/order-history/order-history.http.controller';
import { ProductStockHandler } from './queries/product-stock/product-stock.handler';
import { ProductStockController } from './queries/product-stock/product-stock.http.controller';
import { ReorderPointsHandler } from './queries/reorder-points/reorder-points.handler';
import { ReorderPointsController } from './queries/reorder-points/reorder-points.http.controller';
import { StockAtLocationHandler } from './queries/stock-at-location/stock-at-location.handler';
import { StockAtLocationController } from './queries/stock-at-location/stock-at-location.http.controller';
import { StockHistoryHandler } from './queries/stock-history/stock-history.handler';
import { StockHistoryController } from './queries/stock-history/stock-history.http.controller';
import { StockHistoryCsvHandler } from './queries/stock-history/stock-history-csv.handler';
import { TransferByIdHandler } from './queries/transfer-by-id/transfer-by-id.handler';
import { TransferByIdController } from './queries/transfer-by-id/transfer-by-id.http.controller';
import { StockLedgerQuery } from './read/stock-ledger.query';

const controllers = [
  PlaceOrderController,
  UpdateOrderController,
  AddAttachmentController,
  RemoveAttachmentController,
  ExportOrdersController,
  ListOrdersController,
  OrderByIdController,
  OrderHistoryController,
  ExportInventoryController,
  InventoryController,
  StockAtLocationController,
  ProductStockController,
  StockHistoryController,
  ExplainBalanceController,
  ClientLinksController,
  ClientLinkRequestsController,
  AnswerLinkRequestController,
  LeaveProviderController,
  ClientProductsController,
  ClientOrdersController,
  ClientOrderByIdController,
  UpdateClientOrderController,
  AttachmentDownloadLinkController,
  // Before the detail's route, though Fastify's router prefers the static path anyway.
  ExportTransfersController,
  ListTransfersController,
  CreateTransferController,
  TransferByIdController,
  ShipTransferController,
  ReceiveTransferController,
  CancelTransferController,
  LowStockController,
  ExportLotsController,
  ExportLotMovementsController,
  ListLotsController,
  LotTraceController,
  ExportReorderPointsController,
  ReorderPointsController,
  SetReorderPointsController,
  ImportReorderPointsController,
  ListCountsController,
  StartCountController,
  CountByIdController,
  EnterCountsController,
  ApproveCountController,
  CancelCountController,
];

const commandHandlers = [
  AnswerLinkRequestHandler,
  LeaveProviderHandler,
  PlaceOrderHandler,
  UpdateOrderHandler,
  AddAttachmentHandler,
  RemoveAttachmentHandler,
  CreateTransferHandler,
  ShipTransferHandler,
  ReceiveTransferHandler,
  CancelTransferHandler,
  SetReorderPointsHandler,
  ImportReorderPointsHandler,
  StartCountHandler,
  EnterCountsHandler,
  ApproveCountHandler,
  CancelCountHandler,
];

const queryHandlers = [
  ListOrdersHandler,
  OrdersCsvHandler,
  OrderByIdHandler,
  OrderHistoryHandler,
  InventoryHandler,
  InventoryCsvHandler,
  StockAtLocationHandler,
  ProductStockHandler,
  StockHistoryHandler,
  StockHistoryCsvHandler,
  ExplainBalanceHandler,
  ClientLinksHandler,
  ClientLinkRequestsHandler,
  ClientProductsHandler,
  ClientOrdersHandler,
  ClientOrderByIdHandler,
  AttachmentDownloadLinkHandler,
  ListTransfersHandler,
  TransferByIdHandler,
  TransfersCsvHandler,
  LowStockHandler,
  ListLotsHandler,
  LotsCsvHandler,
  LotMovementsCsvHandler,
  LotTraceHandler,
  ReorderPointsHandler,
  ReorderPointsCsvHandler,
  ListCountsHandler,
  CountByIdHandler,
];

/** The load-decide-append helper and the reads several handlers share. */
const infrastructure = [
  OrderStreams,
  OrdersReadModel,
  InventoryReadModel,
  LotsReadModel,
  StockLedgerQuery,
  ClientLinkStrategy,
  TransferStreams,
  TransferCommands,
  TransfersReadModel,
  ReorderPointsReadModel,
  LowStockDigest,
  CountStreams,
  CountsReadModel,
];

@Module({
  imports: [
    CqrsModule,
    ApiKeysModule,
    IdentityModule,
    CatalogModule,
    ClientsModule,
    LocationsModule,
    BillingModule,
  ],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [OrderStreams, OrdersReadModel, ReorderPointsReadModel],
})
export class OrderingModule {}
