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
import { ProductsRepository } from '../../infrastructure/products.repository';
import { UpdateProduct } from './update-product.command';

@CommandHandler(UpdateProduct)
export class UpdateProductHandler implements ICommandHandler<UpdateProduct> {
  constructor(
    private readonly products: ProductsRepository,
    private readonly fields: CustomFieldsRepository,
    private readonly files: FilesRepository,
  ) {}

  async execute({ providerId, productId, change }: UpdateProduct) {
    const product = await this.products.find(providerId, productId);
    if (change.name !== undefined) product.name = productName(change.name);
    if (change.price !== undefined) product.price = productPrice(change.price);
    if (change.active !== undefined) product.active = change.active;
    if (change.sku !== undefined) product.sku = productCode(change.sku, 'sku');
    if (change.barcode !== undefined) product.barcode = productCode(change.barcode, 'barcode');
    // Switchable at any time: units held before are in no lot; lots held stay lots.
    if (change.track_lots !== undefined) product.trackLots = change.track_lots;
    if (change.tax_rate !== undefined) {
      const taxRate = productTaxRate(change.tax_rate);
      product.taxRate = taxRate === null ? null : String(taxRate);
    }
    if (change.min_quantity !== undefined)
      product.minQuantity = productOrderRule(change.min_quantity, 'min_quantity');
    if (change.case_pack !== undefined)
      product.casePack = productOrderRule(change.case_pack, 'case_pack');
    if (change.price_breaks !== undefined) product.priceBreaks = priceBreaks(change.price_breaks);
    const photo = await this.files.photoOf(providerId, change.photo);
    if (photo !== undefined) product.photo = photo;
    product.metadata = await this.fields.checkedMetadata(
      providerId,
      'PRODUCTS',
      product.metadata,
      change.metadata,
    );
    await this.products.save(product);
    return { product: productView(product) };
  }
}
