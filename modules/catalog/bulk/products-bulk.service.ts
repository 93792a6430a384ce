import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { formatCsv } from '../../platform';
import { CustomFieldsService } from '../custom-fields/custom-fields.service';
import { ImportRow, LineError, parseFlag, readImportTable } from '../domain/import-table';
import { PriceError, parsePrice } from '../domain/price';
import { checkRows, csvRecords, ImportReport } from './import-report';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows written per statement: big enough to be fast, small enough for one round trip. */
const CHUNK = 2000;
const ANALYZE_AFTER = 1000;

interface ProductLine {
  id: string;
  name: string;
  price: string;
  active: boolean;
  metadata: Record<string, unknown>;
}

/** Products in and out as CSV: one column per custom field, named by its label. */
@Injectable()
export class ProductsBulkService {
  constructor(
    private readonly em: EntityManager,
    private readonly fields: CustomFieldsService,
  ) {}

  async exportCsv(providerId: string): Promise<string> {
    const fields = await this.fields.list(providerId, 'PRODUCTS');
    const rows = await this.em.getConnection().execute<
      {
        id: string;
        name: string;
        price: string;
        active: boolean;
        metadata: Record<string, unknown>;
      }[]
    >(
      `SELECT id, name, price, active, metadata FROM catalog_products
        WHERE provider_id = ? ORDER BY lower(name), id`,
      [providerId],
    );
    return formatCsv([
      ['id', 'name', 'price', 'active', ...fields.map((f) => f.field_label)],
      ...rows.map((row) => [
        row.id,
        row.name,
        row.price,
        row.active,
        ...fields.map((f) => row.metadata[f.id] as string | number | boolean | undefined),
      ]),
    ]);
  }

  private checkLine(row: ImportRow, existing: Set<string>): ProductLine | LineError {
    const { cells } = row;
    const id = cells.id ?? '';
    if (id && (!UUID.test(id) || !existing.has(id.toLowerCase())))
      return { line: row.line, message: `No product with id ${id}` };
    if (!cells.name) return { line: row.line, message: 'A name is required for a product.' };
    let price: string;
    try {
      price = parsePrice(cells.price, 'A price is required for a product.');
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

  /** Checks every line; unless it is a dry run and if no line is wrong, writes them all at once. */
  async importCsv(providerId: string, body: unknown, dryRun: boolean): Promise<ImportReport> {
    const records = csvRecords(body);
    const fields = await this.fields.list(providerId, 'PRODUCTS');
    const table = readImportTable(
      records,
      { required: ['name', 'price'], optional: ['id', 'active'] },
      fields,
    );
    const sql = this.em.getConnection();
    const existing = new Set(
      (
        await sql.execute<{ id: string }[]>(
          'SELECT id FROM catalog_products WHERE provider_id = ?',
          [providerId],
        )
      ).map((r) => r.id),
    );
    const { report, valid: products } = checkRows(
      records,
      table,
      (row) => this.checkLine(row, existing),
      dryRun,
    );
    if (dryRun) return report;

    await this.em.transactional(async (em) => {
      for (let start = 0; start < products.length; start += CHUNK) {
        const chunk = products.slice(start, start + CHUNK);
        await em.execute(
          `INSERT INTO catalog_products (id, provider_id, name, price, active, metadata)
           SELECT id, ?::uuid, name, price, active, metadata
             FROM jsonb_to_recordset(?::jsonb)
                  AS t (id uuid, name text, price numeric, active boolean, metadata jsonb)
           ON CONFLICT (id) DO UPDATE
              SET name = excluded.name, price = excluded.price, active = excluded.active,
                  metadata = catalog_products.metadata || excluded.metadata, updated_at = now()
            WHERE catalog_products.provider_id = excluded.provider_id`,
          // One JSON parameter per chunk: the query builder would spread array parameters.
          [providerId, JSON.stringify(chunk)],
        );
      }
    });
    // A large import changes the table's statistics at once; refresh them now rather than
    // leaving the planner with the old row counts until autovacuum comes by.
    if (products.length >= ANALYZE_AFTER) await sql.execute('ANALYZE catalog_products');
    return { ...report, imported: products.length };
  }
}
