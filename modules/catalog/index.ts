// Catalog: a provider's products (with photos) and the custom fields of products and clients.
// Other contexts read products and check custom-field values through this index.

export { catalogMigrations } from './catalog.migrations';
export { CatalogModule } from './catalog.module';
export { ImportQuery, isDryRun } from './commands/import-products/import-products.request.dto';
export {
  CustomFieldError,
  EntityType,
  FieldDefinition,
  Metadata,
} from './domain/custom-fields';
export { ATTACHMENT_BUCKET } from './domain/file-keys';
export { MAX_ATTACHMENT_BYTES } from './domain/image-type';
export { ImportRow, LineError, parseFlag, readImportTable } from './domain/import-table';
export { PriceError, parsePrice } from './domain/price';
export { ProductView } from './domain/product';
export { ImportReport, runImport } from './infrastructure/csv-import';
export { CustomFieldsService } from './infrastructure/custom-fields.port';
export { FilesService } from './infrastructure/files.port';
export { ProductsService } from './infrastructure/products.port';
