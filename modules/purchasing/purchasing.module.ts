import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { InventoryModule } from '../inventory';
import { LocationsModule } from '../locations';
import { SettingsModule } from '../settings';
import { ImportSupplierPricesHandler } from './commands/import-suppliers/import-supplier-prices.handler';
import { ImportSuppliersHandler } from './commands/import-suppliers/import-suppliers.handler';
import { ImportSuppliersController } from './commands/import-suppliers/import-suppliers.http.controller';
import {
  CreateSupplierHandler,
  UpdateSupplierHandler,
} from './commands/manage-suppliers/suppliers.handlers';
import { SuppliersController } from './commands/manage-suppliers/suppliers.http.controller';
import {
  PurchaseTermsResolver,
  purchaseOrderCommandHandlers,
} from './commands/purchase-orders/purchase-orders.handlers';
import { PurchaseOrdersController } from './commands/purchase-orders/purchase-orders.http.controller';
import {
  RemoveSupplierPriceHandler,
  SetSupplierPriceHandler,
} from './commands/supplier-prices/supplier-prices.handlers';
import { SupplierPricesController } from './commands/supplier-prices/supplier-prices.http.controller';
import { PurchaseOrderDocuments } from './infrastructure/purchase-order-document';
import { PurchaseOrderStreams } from './infrastructure/purchase-order-streams';
import { SupplierPricesStore } from './infrastructure/supplier-prices.store';
import { SuppliersStore } from './infrastructure/suppliers.store';
import { PurchaseOrdersReadModel } from './projections/purchase-orders/purchase-orders.read-model';
import {
  ExportSupplierPricesHandler,
  ExportSuppliersHandler,
} from './queries/export-suppliers/export-suppliers.handler';
import { ExportSuppliersController } from './queries/export-suppliers/export-suppliers.http.controller';
import {
  ListPurchaseOrdersHandler,
  PurchaseOrderByIdHandler,
  PurchaseOrderPdfHandler,
} from './queries/purchase-orders/purchase-orders.handler';
import { PurchaseOrdersQueryController } from './queries/purchase-orders/purchase-orders.http.controller';
import {
  PurchaseSuggestionsHandler,
  StockOnOrderHandler,
} from './queries/purchase-suggestions/purchase-suggestions.handler';
import { PurchaseSuggestionsController } from './queries/purchase-suggestions/purchase-suggestions.http.controller';
import {
  ProductSuppliersHandler,
  SupplierPricesHandler,
} from './queries/supplier-prices/supplier-prices.handler';
import { SupplierPricesQueryController } from './queries/supplier-prices/supplier-prices.http.controller';
import { ListSuppliersHandler, SupplierByIdHandler } from './queries/suppliers/suppliers.handler';
import { SuppliersQueryController } from './queries/suppliers/suppliers.http.controller';

const controllers = [
  PurchaseSuggestionsController,
  PurchaseOrdersController,
  PurchaseOrdersQueryController,
  ExportSuppliersController,
  SuppliersQueryController,
  SuppliersController,
  SupplierPricesQueryController,
  SupplierPricesController,
  ImportSuppliersController,
];

const commandHandlers = [
  ...purchaseOrderCommandHandlers,
  CreateSupplierHandler,
  UpdateSupplierHandler,
  SetSupplierPriceHandler,
  RemoveSupplierPriceHandler,
  ImportSuppliersHandler,
  ImportSupplierPricesHandler,
];

const queryHandlers = [
  PurchaseSuggestionsHandler,
  StockOnOrderHandler,
  ListPurchaseOrdersHandler,
  PurchaseOrderByIdHandler,
  PurchaseOrderPdfHandler,
  ListSuppliersHandler,
  SupplierByIdHandler,
  SupplierPricesHandler,
  ProductSuppliersHandler,
  ExportSuppliersHandler,
  ExportSupplierPricesHandler,
];

@Module({
  imports: [
    CqrsModule,
    IdentityModule,
    CatalogModule,
    SettingsModule,
    LocationsModule,
    InventoryModule,
  ],
  controllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    SuppliersStore,
    SupplierPricesStore,
    PurchaseOrderStreams,
    PurchaseOrdersReadModel,
    PurchaseTermsResolver,
    PurchaseOrderDocuments,
  ],
})
export class PurchasingModule {}
