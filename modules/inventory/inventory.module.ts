import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiKeysModule } from '../api-keys';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { LocationsModule } from '../locations';
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
import { ReceiveTransferHandler } from './commands/receive-transfer/receive-transfer.handler';
import { ReceiveTransferController } from './commands/receive-transfer/receive-transfer.http.controller';
import { SetReorderPointsHandler } from './commands/set-reorder-points/set-reorder-points.handler';
import { SetReorderPointsController } from './commands/set-reorder-points/set-reorder-points.http.controller';
import { ShipTransferHandler } from './commands/ship-transfer/ship-transfer.handler';
import { ShipTransferController } from './commands/ship-transfer/ship-transfer.http.controller';
import { StartCountHandler } from './commands/start-count/start-count.handler';
import { StartCountController } from './commands/start-count/start-count.http.controller';
import { CountStreams } from './infrastructure/count-streams';
import { LowStockDigest } from './infrastructure/low-stock-digest';
import { StockWriter } from './infrastructure/stock-writer';
import { TransferCommands } from './infrastructure/transfer-commands';
import { TransferStreams } from './infrastructure/transfer-streams';
import { InventoryReadModel } from './projections/inventory/inventory.read-model';
import { ReorderPointsReadModel } from './projections/low-stock/low-stock.read-model';
import { CountsReadModel } from './projections/stock-counts/stock-counts.read-model';
import { StockLedgerReadModel } from './projections/stock-ledger/stock-ledger.read-model';
import { LotsReadModel } from './projections/stock-lots/stock-lots.read-model';
import { StockValuesReadModel } from './projections/stock-values/stock-values.read-model';
import { TransfersReadModel } from './projections/transfers/transfers.read-model';
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
import { ListTransfersHandler } from './queries/list-transfers/list-transfers.handler';
import { ListTransfersController } from './queries/list-transfers/list-transfers.http.controller';
import { LotTraceHandler } from './queries/lot-trace/lot-trace.handler';
import { LotTraceController } from './queries/lot-trace/lot-trace.http.controller';
import { LowStockHandler } from './queries/low-stock/low-stock.handler';
import { LowStockController } from './queries/low-stock/low-stock.http.controller';
import { ProductStockHandler } from './queries/product-stock/product-stock.handler';
import { ProductStockController } from './queries/product-stock/product-stock.http.controller';
import { ReorderPointsHandler } from './queries/reorder-points/reorder-points.handler';
import { ReorderPointsController } from './queries/reorder-points/reorder-points.http.controller';
import { StockAtLocationHandler } from './queries/stock-at-location/stock-at-location.handler';
import { StockAtLocationController } from './queries/stock-at-location/stock-at-location.http.controller';
import { StockHistoryHandler } from './queries/stock-history/stock-history.handler';
import { StockHistoryController } from './queries/stock-history/stock-history.http.controller';
import { StockHistoryCsvHandler } from './queries/stock-history/stock-history-csv.handler';
import {
  CostOfGoodsHandler,
  ProductValuesHandler,
  StockValueAsOfHandler,
} from './queries/stock-value/stock-value.handler';
import { StockValueController } from './queries/stock-value/stock-value.http.controller';
import { TransferByIdHandler } from './queries/transfer-by-id/transfer-by-id.handler';
import { TransferByIdController } from './queries/transfer-by-id/transfer-by-id.http.controller';

const controllers = [
  StockValueController,
  ExportInventoryController,
  InventoryController,
  StockAtLocationController,
  ProductStockController,
  StockHistoryController,
  ExplainBalanceController,
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
  StockValueAsOfHandler,
  CostOfGoodsHandler,
  ProductValuesHandler,
  InventoryHandler,
  InventoryCsvHandler,
  StockAtLocationHandler,
  ProductStockHandler,
  StockHistoryHandler,
  StockHistoryCsvHandler,
  ExplainBalanceHandler,
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

/** The load-decide-append helper and the read models several handlers share. */
const infrastructure = [
  StockValuesReadModel,
  StockWriter,
  InventoryReadModel,
  LotsReadModel,
  StockLedgerReadModel,
  TransferStreams,
  TransferCommands,
  TransfersReadModel,
  ReorderPointsReadModel,
  LowStockDigest,
  CountStreams,
  CountsReadModel,
];

/**
 * Inventory: stock per product and location, event-sourced (movements, transfers, counts, lots,
 * reorder points), with its read models (grid, ledger, lots, transfers, counts, low stock).
 */
@Module({
  imports: [
    CqrsModule,
    ApiKeysModule,
    IdentityModule,
    CatalogModule,
    LocationsModule,
    ClientsModule,
    BillingModule,
  ],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
  exports: [
    StockWriter,
    InventoryReadModel,
    LotsReadModel,
    StockLedgerReadModel,
    TransfersReadModel,
    ReorderPointsReadModel,
    CountsReadModel,
    StockValuesReadModel,
  ],
})
export class InventoryModule {}
