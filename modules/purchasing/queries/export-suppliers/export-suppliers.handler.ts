import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvExport } from '../../../platform';
import { SUPPLIER_COLUMNS, SUPPLIER_PRICE_COLUMNS } from '../../domain/supplier-csv';
import { SupplierPricesStore } from '../../infrastructure/supplier-prices.store';
import { SuppliersStore } from '../../infrastructure/suppliers.store';
import { ExportSupplierPrices, ExportSuppliers } from './export-suppliers.query';

@QueryHandler(ExportSuppliers)
export class ExportSuppliersHandler implements IQueryHandler<ExportSuppliers> {
  constructor(private readonly suppliers: SuppliersStore) {}

  execute({ providerId }: ExportSuppliers) {
    return csvExport(
      'suppliers.csv',
      SUPPLIER_COLUMNS,
      this.suppliers.exportPages(providerId),
      (rows) => rows.map((row) => SUPPLIER_COLUMNS.map((column) => row[column])),
    );
  }
}

@QueryHandler(ExportSupplierPrices)
export class ExportSupplierPricesHandler implements IQueryHandler<ExportSupplierPrices> {
  constructor(private readonly prices: SupplierPricesStore) {}

  execute({ providerId }: ExportSupplierPrices) {
    return csvExport(
      'supplier-prices.csv',
      SUPPLIER_PRICE_COLUMNS,
      this.prices.exportPages(providerId),
      (rows) => rows.map((row) => SUPPLIER_PRICE_COLUMNS.map((column) => row[column])),
    );
  }
}
