import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isUuid, requestProblem } from '../../../platform';
import { ImportRow, LineError, parseFlag } from '../../domain/import-table';
import { PriceError } from '../../domain/price';
import { NAME_REQUIRED, productPrice } from '../../domain/product';
import { runImport } from '../../infrastructure/csv-import';
import { CustomFieldsRepository } from '../../infrastructure/custom-fields.repository';
import { ProductLine, ProductsRepository } from '../../infrastructure/products.repository';
import { CreateProductRequest } from '../create-product/create-product.request.dto';
import { ImportProducts } from './import-products.command';

/** Products in as CSV: one column per custom field, named by its label. */
@CommandHandler(ImportProducts)
export class ImportProductsHandler implements ICommandHandler<ImportProducts> {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductsRepository,
    private readonly fields: CustomFieldsRepository,
  ) {}

  async execute({ providerId, csv, dryRun }: ImportProducts) {
    return runImport<ProductLine>(this.em, {
      body: csv,
      dryRun,
      columns: { required: ['name', 'price'], optional: ['id', 'active'] },
      fields: await this.fields.list(providerId, 'PRODUCTS'),
      existingIds: () => this.products.ids(providerId),
      check: (row, existing) => productLine(row, existing),
      writeChunk: (tx, chunk) => this.products.upsert(tx, providerId, chunk),
      tables: ['catalog_products'],
    });
  }
}

/** A line to write, or the problem on it; an id must be one of the provider's products. */
function productLine(row: ImportRow, existing: ReadonlySet<string>): ProductLine | LineError {
  const { cells } = row;
  const id = cells.id ?? '';
  if (id && (!isUuid(id) || !existing.has(id.toLowerCase())))
    return { line: row.line, message: `No product with id ${id}` };
  // Held to the rules of the body that creates a product (the name's length).
  const problem = requestProblem(CreateProductRequest, { name: cells.name });
  if (problem) return { line: row.line, message: problem };
  if (!cells.name) return { line: row.line, message: NAME_REQUIRED };
  let price: string;
  try {
    price = productPrice(cells.price);
  } catch (error) {
    if (!(error instanceof PriceError)) throw error;
    return { line: row.line, message: error.message };
  }
  const active = parseFlag(cells.active, true);
  if (active === undefined) return { line: row.line, message: 'active must be true or false' };
  return {
    id: id.toLowerCase() || randomUUID(),
    name: cells.name,
    price,
    active,
    metadata: row.metadata,
  };
}
