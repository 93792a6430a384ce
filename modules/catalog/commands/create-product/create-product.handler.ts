import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { priceBreaks } from '../../domain/price-breaks';
import {
  productCode,
  productName,
  productOrderRule,
  productPrice,
  productTaxRate,
  productView,
} from '../../domain/product';
import { CustomFieldsRepository } from '../../infrastructure/custom-fields.repository';
import { FilesRepository } from '../../infrastructure/files.repository';
import { Product } from '../../infrastructure/product.entity';
import { ProductsRepository } from '../../infrastructure/products.repository';
import { CreateProduct } from './create-product.command';

@CommandHandler(CreateProduct)
export class CreateProductHandler implements ICommandHandler<CreateProduct> {
  constructor(
    private readonly products: ProductsRepository,
    private readonly fields: CustomFieldsRepository,
    private readonly files: FilesRepository,
  ) {}

  async execute({ providerId, product: input }: CreateProduct) {
    const product = new Product();
    product.id = randomUUID();
    product.providerId = providerId;
    product.name = productName(input.name);
    product.price = productPrice(input.price);
    product.active = input.active ?? true;
    product.sku = productCode(input.sku, 'sku');
    product.barcode = productCode(input.barcode, 'barcode');
    product.trackLots = input.track_lots ?? false;
    const taxRate = productTaxRate(input.tax_rate ?? null);
    product.taxRate = taxRate === null ? null : String(taxRate);
    product.minQuantity = productOrderRule(input.min_quantity ?? null, 'min_quantity');
    product.priceBreaks = priceBreaks(input.price_breaks ?? []);
    product.casePack = productOrderRule(input.case_pack ?? null, 'case_pack');
    product.photo = (await this.files.photoOf(providerId, input.photo)) ?? null;
    product.metadata = await this.fields.checkedMetadata(
      providerId,
      'PRODUCTS',
      {},
      input.metadata,
    );
    await this.products.add(product);
    return { product: productView(product) };
  }
}
