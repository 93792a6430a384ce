import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  checkRows,
  csvRecords,
  ImportRow,
  LineError,
  ProductsService,
  parseFlag,
  readImportTable,
} from '../../../catalog';
import { requestProblem } from '../../../platform';
import { supplierNameKey } from '../../domain/supplier';
import { SUPPLIER_PRICE_COLUMNS, SUPPLIER_PRICE_REQUIRED } from '../../domain/supplier-csv';
import {
  preferredOncePerProduct,
  SupplierPriceRuleError,
  supplierPrice,
} from '../../domain/supplier-price';
import { SupplierPriceLine, SupplierPricesStore } from '../../infrastructure/supplier-prices.store';
import { SuppliersStore, SupplierView } from '../../infrastructure/suppliers.store';
import { SetSupplierPriceRequest, unitPrice } from '../supplier-prices/supplier-price.request.dto';
import { textCell, wholeCell } from './import-cells';
import { ImportSupplierPrices } from './import-suppliers.command';

@CommandHandler(ImportSupplierPrices)
export class ImportSupplierPricesHandler implements ICommandHandler<ImportSupplierPrices> {
  constructor(
    private readonly suppliers: SuppliersStore,
    private readonly prices: SupplierPricesStore,
    private readonly products: ProductsService,
  ) {}

  async execute({ providerId, csv, dryRun }: ImportSupplierPrices) {
    const records = csvRecords(csv);
    const table = readImportTable(
      records,
      {
        required: SUPPLIER_PRICE_REQUIRED,
        optional: SUPPLIER_PRICE_COLUMNS,
      },
      [],
      0,
    );
    const skus = [...new Set(table.rows.map((row) => (row.cells.sku ?? '').toLowerCase()))];
    const [suppliers, products] = await Promise.all([
      this.suppliers.byNameKey(providerId),
      this.products.bySkus(providerId, skus.filter(Boolean)),
    ]);
    const bySku = new Map(products.map((product) => [product.sku?.toLowerCase(), product.id]));
    const seen = new Map<string, number>();
    const preferredClash = preferredOncePerProduct();
    const { report, valid } = checkRows<SupplierPriceLine>(
      records,
      table,
      (row) => {
        const line = priceLine(row, suppliers, bySku);
        if ('message' in line) return line;
        const key = `${line.supplier_id} ${line.product_id}`;
        const first = seen.get(key);
        if (first !== undefined)
          return {
            line: row.line,
            message: `Line ${first} already sets this supplier’s price for SKU ${row.cells.sku}.`,
          };
        seen.set(key, row.line);
        const preferredAt = preferredClash({ ...line, line: row.line });
        if (preferredAt !== null)
          return {
            line: row.line,
            message: `Line ${preferredAt} already makes another supplier preferred for this product: a product has one preferred supplier.`,
          };
        return line;
      },
      dryRun,
    );
    if (dryRun) return report;
    return { ...report, imported: await this.prices.importAll(providerId, valid) };
  }
}

/** A line as a price, held to the rules of the body that sets one; or its problem. */
function priceLine(
  row: ImportRow,
  suppliers: ReadonlyMap<string, SupplierView>,
  bySku: ReadonlyMap<string | undefined, string>,
): SupplierPriceLine | LineError {
  const { cells } = row;
  const supplier = suppliers.get(supplierNameKey(textCell(cells.supplier) ?? ''));
  if (!cells.supplier)
    return { line: row.line, message: 'supplier is required: a supplier’s name' };
  if (!supplier) return { line: row.line, message: `No supplier named ${cells.supplier}` };
  if (!cells.sku) return { line: row.line, message: 'sku is required: the product’s SKU' };
  const productId = bySku.get(cells.sku.toLowerCase());
  if (!productId) return { line: row.line, message: `No product with SKU ${cells.sku}` };
  const preferred = parseFlag(cells.preferred, false);
  if (preferred === undefined)
    return { line: row.line, message: 'preferred must be true or false' };
  const body = {
    unit_price: cells.unit_price ?? '',
    supplier_sku: textCell(cells.supplier_sku),
    pack_size: wholeCell(cells.pack_size),
    min_order_quantity: wholeCell(cells.min_order_quantity),
    preferred,
  };
  const problem = requestProblem(SetSupplierPriceRequest, body);
  if (problem) return { line: row.line, message: problem };
  try {
    const price = supplierPrice({ ...body, unit_price: unitPrice(body.unit_price) });
    return { ...price, supplier_id: supplier.id, product_id: productId };
  } catch (error) {
    if (!(error instanceof SupplierPriceRuleError)) throw error;
    return { line: row.line, message: error.message };
  }
}
