import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { formatCsv, isUuid, requestProblem } from '../../platform';
import { CreateProductRequest } from '../commands/create-product/create-product.request.dto';
import { ImportRow, LineError, parseFlag } from '../domain/import-table';
import { PriceError, parsePrice } from '../domain/price';
import { CustomFieldsRepository } from '../infrastructure/custom-fields.repository';
import { ImportReport, runImport } from './import-report';

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
    private readonly fields: CustomFieldsRepository,
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

  private checkLine(row: ImportRow, existing: ReadonlySet<string>): ProductLine | LineError {
    const { cells } = row;
    const id = cells.id ?? '';
    if (id && (!isUuid(id) || !existing.has(id.toLowerCase())))
      return { line: row.line, message: `No product with id ${id}` };
    // Held to the rules of the body that creates a product (the name's length).
    const problem = requestProblem(CreateProductRequest, { name: cells.name });
    if (problem) return { line: row.line, message: problem };
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
    return runImport<ProductLine>(this.em, {
      body,
      dryRun,
      columns: { required: ['name', 'price'], optional: ['id', 'active'] },
      fields: await this.fields.list(providerId, 'PRODUCTS'),
      existingIds: async () =>
        (
          await this.em
            .getConnection()
            .execute<{ id: string }[]>('SELECT id FROM catalog_products WHERE provider_id = ?', [
              providerId,
            ])
        ).map((r) => r.id),
      check: (row, existing) => this.checkLine(row, existing),
      writeChunk: (em, chunk) =>
        em.execute(
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
        ),
      tables: ['catalog_products'],
    });
  }
}
