// Catalog: a provider's products (with photos and files), the custom fields of products and
// clients, and products in and out as CSV. Other contexts use it only through this index.

export { CatalogModule } from './catalog.module';
export { CreateCustomField } from './commands/create-custom-field/create-custom-field.command';
export { CreateProduct } from './commands/create-product/create-product.command';
export { IsOrderRule, IsPriceBreaks } from './commands/create-product/create-product.request.dto';
export { ImportProducts } from './commands/import-products/import-products.command';
export { ImportQuery, isDryRun } from './commands/import-products/import-products.request.dto';
export { RemoveFile } from './commands/remove-file/remove-file.command';
export { RemoveProducts } from './commands/remove-products/remove-products.command';
export { UpdateCustomField } from './commands/update-custom-field/update-custom-field.command';
export { UpdateProduct } from './commands/update-product/update-product.command';
export { UploadFile } from './commands/upload-file/upload-file.command';
export {
  CustomFieldError,
  EntityType,
  FieldDefinition,
  Metadata,
} from './domain/custom-fields';
export { ATTACHMENT_BUCKET } from './domain/file-keys';
export { MAX_ATTACHMENT_BYTES } from './domain/image-type';
export { ImportRow, LineError, parseFlag, readImportTable } from './domain/import-table';
export {
  PortalFilter,
  PortalFilterValue,
  portalFilters,
} from './domain/portal-filters';
export { PRICE_FORMAT, PriceError, parsePrice } from './domain/price';
export {
  MAX_PRICE_BREAKS,
  PriceBreak,
  PriceBreaksError,
  priceBreaks,
  priceBreaksProblem,
} from './domain/price-breaks';
export {
  isOrderRule,
  MAX_ORDER_RULE,
  OrderRuleField,
  orderRuleMessage,
  ProductInput,
  ProductRuleError,
  ProductView,
  productOrderRule,
} from './domain/product';
export { catalogMigrations } from './infrastructure/catalog.migrations';
export { checkRows, csvRecords, ImportReport, runImport } from './infrastructure/csv-import';
// The ports other contexts call today, under the names their call sites know.
export { CustomFieldsService } from './infrastructure/custom-fields.port';
export { FilesService } from './infrastructure/files.port';
export { ProductsService } from './infrastructure/products.port';
export { productsByIdsRead } from './infrastructure/products.repository';
export { ProductsCsv } from './queries/export-products/export-products.query';
export { FindProducts, FoundProduct } from './queries/find-products/find-products.query';
export { ListCustomFields } from './queries/list-custom-fields/list-custom-fields.query';
export { ListProducts } from './queries/list-products/list-products.query';
export { ProductById } from './queries/product-by-id/product-by-id.query';
export { FileContent } from './queries/serve-file/serve-file.query';
export { ImportReportResponse } from './responses/import-report.response.dto';
export { PriceBreakResponse } from './responses/product.response.dto';
