import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';

/** The provider's suppliers as a streamed CSV file, in the columns the import reads. */
export class ExportSuppliers extends Query<StreamableFile> {
  constructor(readonly providerId: string) {
    super();
  }
}

/** Every supplier price as a streamed CSV file: the supplier by name, the product by SKU. */
export class ExportSupplierPrices extends Query<StreamableFile> {
  constructor(readonly providerId: string) {
    super();
  }
}
