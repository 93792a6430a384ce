import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isUuid, requestProblem } from '../../../platform';
import { ImportRow, LineError, parseFlag } from '../../domain/import-table';
import { PriceError } from '../../domain/price';
import {
  NAME_REQUIRED,
  orderRuleCell,
  PRODUCT_CODES,
  ProductCode,
  ProductRuleError,
  productCode,
  productPrice,
} from '../../domain/product';
import { runImport } from '../../infrastructure/csv-import';
import { CustomFieldsRepository } from '../../infrastructure/custom-fields.repository';
import {
  ProductCodes,
  ProductLine,
  ProductsRepository,
} from '../../infrastructure/products.repository';
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
    // Whether the file has the columns, as its rows tell (a row holds every known column).
    const columns = { sku: false, barcode: false, min_quantity: false, case_pack: false };
    const codes = new UniqueCodes(await this.products.codes(providerId), columns);
    return runImport<ProductLine>(this.em, {
      body: csv,
      dryRun,
      columns: {
        required: ['name', 'price'],
        optional: ['id', 'active', 'sku', 'barcode', 'track_lots', 'min_quantity', 'case_pack'],
      },
      fields: await this.fields.list(providerId, 'PRODUCTS'),
      existingIds: () => this.products.ids(providerId),
      check: (row, existing) => {
        columns.sku = 'sku' in row.cells;
        columns.barcode = 'barcode' in row.cells;
        columns.min_quantity = 'min_quantity' in row.cells;
        columns.case_pack = 'case_pack' in row.cells;
        const line = productLine(row, existing);
        return 'message' in line ? line : (codes.clash(line, row.line) ?? line);
      },
      writeChunk: (tx, chunk) => this.products.upsert(tx, providerId, chunk, columns),
      tables: ['catalog_products'],
    });
  }
}

/**
 * The SKUs and barcodes the catalog will hold after an import: the stored ones of products the
 * file leaves as they are, and the file's, line by line. A code taken by another product is the
 * line's problem, named.
 */
class UniqueCodes {
  private readonly owners: Record<ProductCode, Map<string, string>> = {
    sku: new Map(),
    barcode: new Map(),
  };

  constructor(
    stored: readonly ProductCodes[],
    private readonly columns: Record<ProductCode, boolean>,
  ) {
    this.stored = new Map(stored.map((product) => [product.id, product]));
    for (const product of stored) {
      if (product.sku) this.owners.sku.set(keyOf('sku', product.sku), product.id);
      if (product.barcode) this.owners.barcode.set(keyOf('barcode', product.barcode), product.id);
    }
  }

  private readonly stored: Map<string, ProductCodes>;

  clash(line: ProductLine, at: number): LineError | null {
    for (const which of ['sku', 'barcode'] as const) {
      if (!this.columns[which]) continue;
      // The file sets this product's code: its stored one is free for others.
      const before = this.stored.get(line.id)?.[which];
      if (before && this.owners[which].get(keyOf(which, before)) === line.id)
        this.owners[which].delete(keyOf(which, before));
    }
    for (const which of ['sku', 'barcode'] as const) {
      const code = line[which];
      if (!this.columns[which] || !code) continue;
      const owner = this.owners[which].get(keyOf(which, code));
      if (owner && owner !== line.id)
        return {
          line: at,
          message: `Another product already has the ${PRODUCT_CODES[which]} ${code}.`,
        };
      this.owners[which].set(keyOf(which, code), line.id);
    }
    return null;
  }
}

/** SKUs are unique whatever their case; barcodes as they are. */
function keyOf(which: ProductCode, code: string): string {
  return which === 'sku' ? code.toLowerCase() : code;
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
  // Blank (or no column): the product keeps lots as it did, a new one does not.
  const trackLots = cells.track_lots ? parseFlag(cells.track_lots, false) : null;
  if (trackLots === undefined)
    return { line: row.line, message: 'track_lots must be true or false' };
  let sku: string | null;
  let barcode: string | null;
  let minQuantity: number | null;
  let casePack: number | null;
  try {
    sku = productCode(cells.sku, 'sku');
    barcode = productCode(cells.barcode, 'barcode');
    minQuantity = orderRuleCell(cells.min_quantity, 'min_quantity');
    casePack = orderRuleCell(cells.case_pack, 'case_pack');
  } catch (error) {
    if (!(error instanceof ProductRuleError)) throw error;
    return { line: row.line, message: error.message };
  }
  return {
    id: id.toLowerCase() || randomUUID(),
    name: cells.name,
    price,
    active,
    metadata: row.metadata,
    sku,
    barcode,
    track_lots: trackLots,
    min_quantity: minQuantity,
    case_pack: casePack,
  };
}
