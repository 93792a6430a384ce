import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { IdentityModule } from '../identity';
import { ProductsBulkController } from './bulk/products-bulk.http.controller';
import { ProductsBulkService } from './bulk/products-bulk.service';
import { CustomFieldSchema } from './custom-fields/custom-field.entity';
import { CustomFieldsController } from './custom-fields/custom-fields.http.controller';
import { CustomFieldsService } from './custom-fields/custom-fields.service';
import { FilesController, UploadFileController } from './files/files.http.controller';
import { FilesService } from './files/files.service';
import { ProductSchema } from './products/product.entity';
import { ProductsController } from './products/products.http.controller';
import { ProductsService } from './products/products.service';

const services = [CustomFieldsService, FilesService, ProductsService, ProductsBulkService];

@Module({
  imports: [
    IdentityModule,
    BillingModule,
    MikroOrmModule.forFeature([ProductSchema, CustomFieldSchema]),
  ],
  controllers: [
    CustomFieldsController,
    ProductsController,
    ProductsBulkController,
    UploadFileController,
    FilesController,
  ],
  providers: services,
  exports: [CustomFieldsService, ProductsService, FilesService],
})
export class CatalogModule {}
