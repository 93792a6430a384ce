import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { IdentityModule } from '../identity';
import { CreateCustomFieldHandler } from './commands/create-custom-field/create-custom-field.handler';
import { CreateCustomFieldController } from './commands/create-custom-field/create-custom-field.http.controller';
import { CreateProductHandler } from './commands/create-product/create-product.handler';
import { CreateProductController } from './commands/create-product/create-product.http.controller';
import { ImportProductsHandler } from './commands/import-products/import-products.handler';
import { ImportProductsController } from './commands/import-products/import-products.http.controller';
import { RemoveFileHandler } from './commands/remove-file/remove-file.handler';
import { RemoveFileController } from './commands/remove-file/remove-file.http.controller';
import { RemoveProductsHandler } from './commands/remove-products/remove-products.handler';
import { UpdateCustomFieldHandler } from './commands/update-custom-field/update-custom-field.handler';
import { UpdateCustomFieldController } from './commands/update-custom-field/update-custom-field.http.controller';
import { UpdateProductHandler } from './commands/update-product/update-product.handler';
import { UpdateProductController } from './commands/update-product/update-product.http.controller';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler';
import { UploadFileController } from './commands/upload-file/upload-file.http.controller';
import { CustomFieldSchema } from './infrastructure/custom-field.entity';
import { CustomFieldsService } from './infrastructure/custom-fields.port';
import { CustomFieldsRepository } from './infrastructure/custom-fields.repository';
import { DownloadLinks } from './infrastructure/download-links';
import { FilesService } from './infrastructure/files.port';
import { FilesRepository } from './infrastructure/files.repository';
import { ProductSchema } from './infrastructure/product.entity';
import { ProductNames } from './infrastructure/product-names';
import { ProductsService } from './infrastructure/products.port';
import { ProductsRepository } from './infrastructure/products.repository';
import { ProductsCsvHandler } from './queries/export-products/export-products.handler';
import { ExportProductsController } from './queries/export-products/export-products.http.controller';
import { FindProductsHandler } from './queries/find-products/find-products.handler';
import { ListCustomFieldsHandler } from './queries/list-custom-fields/list-custom-fields.handler';
import { ListCustomFieldsController } from './queries/list-custom-fields/list-custom-fields.http.controller';
import { ListProductsHandler } from './queries/list-products/list-products.handler';
import { ListProductsController } from './queries/list-products/list-products.http.controller';
import { ProductByIdHandler } from './queries/product-by-id/product-by-id.handler';
import { ProductByIdController } from './queries/product-by-id/product-by-id.http.controller';
import { FileContentHandler } from './queries/serve-file/serve-file.handler';
import { ServeFileController } from './queries/serve-file/serve-file.http.controller';

// One controller, and one handler, per use case (commands/ and queries/ say which is which).
const controllers = [
  CreateCustomFieldController,
  UpdateCustomFieldController,
  ListCustomFieldsController,
  CreateProductController,
  UpdateProductController,
  ListProductsController,
  ProductByIdController,
  ImportProductsController,
  ExportProductsController,
  UploadFileController,
  ServeFileController,
  RemoveFileController,
];
const commandHandlers = [
  RemoveProductsHandler,
  CreateCustomFieldHandler,
  UpdateCustomFieldHandler,
  CreateProductHandler,
  UpdateProductHandler,
  UploadFileHandler,
  RemoveFileHandler,
  ImportProductsHandler,
];
const queryHandlers = [
  FindProductsHandler,
  ListCustomFieldsHandler,
  ListProductsHandler,
  ProductByIdHandler,
  FileContentHandler,
  ProductsCsvHandler,
];
const infrastructure = [
  CustomFieldsRepository,
  ProductsRepository,
  ProductNames,
  FilesRepository,
  DownloadLinks,
];
/** What other contexts use of the catalog (exported through index.ts as well). */
const ports = [CustomFieldsService, ProductsService, FilesService];

@Module({
  imports: [
    CqrsModule,
    IdentityModule,
    BillingModule,
    MikroOrmModule.forFeature([ProductSchema, CustomFieldSchema]),
  ],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure, ...ports],
  exports: ports,
})
export class CatalogModule {}
