import { Command } from '@nestjs/cqrs';
import type { ImportReport } from '../../../catalog';

/**
 * Suppliers in as CSV, one a line, found by name (case aside): a line naming a supplier
 * replaces it, any other adds one. A dry run only checks the file.
 */
export class ImportSuppliers extends Command<ImportReport> {
  constructor(
    readonly providerId: string,
    readonly csv: unknown,
    readonly dryRun: boolean,
  ) {
    super();
  }
}

/**
 * Supplier prices in as CSV: each line names its supplier by name and its product by SKU, and
 * sets that price whole. A dry run only checks the file.
 */
export class ImportSupplierPrices extends Command<ImportReport> {
  constructor(
    readonly providerId: string,
    readonly csv: unknown,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
