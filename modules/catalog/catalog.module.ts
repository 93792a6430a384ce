import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { IdentityModule } from '../identity';
import { ProductsBulkController } from './bulk/products-bulk.http.controller';
import { ProductsBulkService } from './bulk/products-bulk.service';
import { CreateCustomFieldHandler } from './commands/create-custom-field/create-custom-field.handler';
import { CreateCustomFieldController } from './commands/create-custom-field/create-custom-field.http.controller';
import { UpdateCustomFieldHandler } from './commands/update-custom-field/update-custom-field.handler';
import { UpdateCustomFieldController } from './commands/update-custom-field/update-custom-field.http.controller';
import { FilesController, UploadFileController } from './files/files.http.controller';
import { FilesService } from './files/files.service';
import { CustomFieldSchema } from './infrastructure/custom-field.entity';
import { CustomFieldsService } from './infrastructure/custom-fields.port';
import { CustomFieldsRepository } from './infrastructure/custom-fields.repository';
import { ProductSchema } from './products/product.entity';
import { ProductsController } from './products/products.http.controller';
import { ProductsService } from './products/products.service';
import { ListCustomFieldsHandler } from './queries/list-custom-fields/list-custom-fields.handler';
import { ListCustomFieldsController } from './queries/list-custom-fields/list-custom-fields.http.controller';

const controllers = [
  CreateCustomFieldController,
  UpdateCustomFieldController,
  ListCustomFieldsController,
  ProductsController,
  ProductsBulkController,
  UploadFileController,
  FilesController,
];
const commandHandlers = [CreateCustomFieldHandler, UpdateCustomFieldHandler];
const queryHandlers = [ListCustomFieldsHandler];
const infrastructure = [CustomFieldsRepository, FilesService, ProductsService, ProductsBulkService];
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
