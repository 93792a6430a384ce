import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { IdentityModule } from '../identity';
import { ProductsBulkController } from './bulk/products-bulk.http.controller';
import { ProductsBulkService } from './bulk/products-bulk.service';
import { CreateCustomFieldHandler } from './commands/create-custom-field/create-custom-field.handler';
import { CreateCustomFieldController } from './commands/create-custom-field/create-custom-field.http.controller';
import { CreateProductHandler } from './commands/create-product/create-product.handler';
import { CreateProductController } from './commands/create-product/create-product.http.controller';
import { UpdateCustomFieldHandler } from './commands/update-custom-field/update-custom-field.handler';
import { UpdateCustomFieldController } from './commands/update-custom-field/update-custom-field.http.controller';
import { UpdateProductHandler } from './commands/update-product/update-product.handler';
import { UpdateProductController } from './commands/update-product/update-product.http.controller';
import { FilesController, UploadFileController } from './files/files.http.controller';
import { FilesService } from './files/files.service';
import { CustomFieldSchema } from './infrastructure/custom-field.entity';
import { CustomFieldsService } from './infrastructure/custom-fields.port';
import { CustomFieldsRepository } from './infrastructure/custom-fields.repository';
import { ProductSchema } from './infrastructure/product.entity';
import { ProductsService } from './infrastructure/products.port';
import { ProductsRepository } from './infrastructure/products.repository';
import { ListCustomFieldsHandler } from './queries/list-custom-fields/list-custom-fields.handler';
import { ListCustomFieldsController } from './queries/list-custom-fields/list-custom-fields.http.controller';
import { ListProductsHandler } from './queries/list-products/list-products.handler';
import { ListProductsController } from './queries/list-products/list-products.http.controller';
import { ProductByIdHandler } from './queries/product-by-id/product-by-id.handler';
import { ProductByIdController } from './queries/product-by-id/product-by-id.http.controller';

const controllers = [
  CreateCustomFieldController,
  UpdateCustomFieldController,
  ListCustomFieldsController,
  CreateProductController,
  UpdateProductController,
  ListProductsController,
  ProductByIdController,
  ProductsBulkController,
  UploadFileController,
  FilesController,
];
const commandHandlers = [
  CreateCustomFieldHandler,
  UpdateCustomFieldHandler,
  CreateProductHandler,
  UpdateProductHandler,
];
const queryHandlers = [ListCustomFieldsHandler, ListProductsHandler, ProductByIdHandler];
const infrastructure = [CustomFieldsRepository, ProductsRepository, ProductsBulkService];
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
