import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { csvExport } from '../../../platform';
import { CustomFieldsRepository } from '../../infrastructure/custom-fields.repository';
import { ProductsRepository } from '../../infrastructure/products.repository';
import { ProductsCsv } from './export-products.query';

@QueryHandler(ProductsCsv)
export class ProductsCsvHandler implements IQueryHandler<ProductsCsv> {
  constructor(
    private readonly products: ProductsRepository,
    private readonly fields: CustomFieldsRepository,
  ) {}

  async execute({ providerId }: ProductsCsv) {
    const fields = await this.fields.list(providerId, 'PRODUCTS');
    return csvExport(
      'products.csv',
      [
        'id',
        'name',
        'price',
        'active',
        'sku',
        'barcode',
        'track_lots',
        'min_quantity',
        'case_pack',
        ...fields.map((f) => f.field_label),
      ],
      this.products.exportPages(providerId),
      (rows) =>
        rows.map((row) => [
          row.id,
          row.name,
          row.price,
          row.active,
          row.sku ?? '',
          row.barcode ?? '',
          row.track_lots ?? false,
          row.min_quantity ?? '',
          row.case_pack ?? '',
          ...fields.map((f) => row.metadata[f.id] as string | number | boolean | undefined),
        ]),
    );
  }
}
