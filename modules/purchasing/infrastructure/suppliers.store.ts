import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DatabaseError, PoolClient } from 'pg';
import type { PaymentTerms } from '../../clients';
import { conflict, Database, notFound, Queryable, searchPatterns } from '../../platform';
import {
  changedSupplier,
  SupplierFields,
  SupplierInput,
  supplierNameTaken,
} from '../domain/supplier';

export interface SupplierView extends SupplierFields {
  id: string;
  /** How many products it has a price for. */
  price_count: number;
  created_at: string;
  updated_at: string;
}

interface SupplierRow extends SupplierFields {
  id: string;
  price_count: string;
  created_at: Date;
  updated_at: Date;
}

export interface SupplierFilters {
  search?: string;
  /** Archived suppliers too (hidden by default). */
  includeArchived?: boolean;
}

const UNIQUE_VIOLATION = '23505';
const FIELDS =
  'name, contact_name, email, phone, currency, lead_time_days, payment_terms, notes, active';
const COLUMNS = `s.id, ${FIELDS.replace(/(\w+)/g, 's.$1')}, s.created_at, s.updated_at,
  (SELECT count(*) FROM purchasing_supplier_prices p WHERE p.supplier_id = s.id)::int AS price_count`;

export const supplierNotFound = () => notFound('No such supplier.');

const view = (row: SupplierRow): SupplierView => ({
  id: row.id,
  name: row.name,
  contact_name: row.contact_name,
  email: row.email,
  phone: row.phone,
  currency: row.currency,
  lead_time_days: row.lead_time_days,
  payment_terms: row.payment_terms as PaymentTerms | null,
  notes: row.notes,
  active: row.active,
  price_count: Number(row.price_count),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A name already taken (the unique index, whatever the race) is a 409 naming it. */
async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION)
      throw conflict(supplierNameTaken(name));
    throw error;
  }
}

/** A provider's suppliers: plain rows (docs/decisions/suppliers-are-plain-records.md). */
@Injectable()
export class SuppliersStore {
  constructor(private readonly db: Database) {}

  async create(providerId: string, supplier: SupplierFields): Promise<SupplierView> {
    const id = randomUUID();
    await uniqueName(supplier.name, () =>
      this.db.query(
        `INSERT INTO purchasing_suppliers (id, provider_id, ${FIELDS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, providerId, ...values(supplier)],
      ),
    );
    return this.one(providerId, id);
  }

  async one(
    providerId: string,
    supplierId: string,
    db: Queryable = this.db,
  ): Promise<SupplierView> {
    const { rows } = await db.query<SupplierRow>(
      `SELECT ${COLUMNS} FROM purchasing_suppliers s WHERE s.id = $1 AND s.provider_id = $2`,
      [supplierId, providerId],
    );
    if (!rows[0]) throw supplierNotFound();
    return view(rows[0]);
  }

  /** Changes the fields given; the row is locked meanwhile, so two changes never mix. */
  async update(
    providerId: string,
    supplierId: string,
    change: Partial<SupplierInput>,
  ): Promise<SupplierView> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<SupplierRow>(
        `SELECT ${COLUMNS} FROM purchasing_suppliers s
          WHERE s.id = $1 AND s.provider_id = $2 FOR UPDATE`,
        [supplierId, providerId],
      );
      if (!rows[0]) throw supplierNotFound();
      const next = changedSupplier(view(rows[0]), change);
      await uniqueName(next.name, () => this.write(tx, supplierId, next));
      return this.one(providerId, supplierId, tx);
    });
  }

  private write(tx: PoolClient, supplierId: string, supplier: SupplierFields) {
    return tx.query(
      `UPDATE purchasing_suppliers
          SET (${FIELDS}, updated_at) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, now())
        WHERE id = $1`,
      [supplierId, ...values(supplier)],
    );
  }

  /** A page of suppliers by name, active ones only unless said; the name holds the search. */
  async list(
    providerId: string,
    filters: SupplierFilters,
    page: { limit: number; offset: number },
  ): Promise<{ suppliers: SupplierView[]; total: number }> {
    const values: unknown[] = [providerId];
    const where = ['s.provider_id = $1'];
    if (!filters.includeArchived) where.push('s.active');
    const patterns = searchPatterns(filters.search ?? '');
    if (patterns) {
      values.push(patterns.infix ?? patterns.prefix);
      where.push(`lower(s.name) LIKE $${values.length}`);
    }
    values.push(page.limit, page.offset);
    const { rows } = await this.db.query<SupplierRow & { total: string }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM purchasing_suppliers s
        WHERE ${where.join(' AND ')}
        ORDER BY lower(s.name), s.id LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
    return { suppliers: rows.map(view), total: Number(rows[0]?.total ?? 0) };
  }

  /** Every supplier of the provider, keyed by its name in lower case (an import's lookups). */
  async byNameKey(providerId: string): Promise<Map<string, SupplierView>> {
    const { rows } = await this.db.query<SupplierRow>(
      `SELECT ${COLUMNS} FROM purchasing_suppliers s WHERE s.provider_id = $1`,
      [providerId],
    );
    return new Map(rows.map((row) => [row.name.toLowerCase(), view(row)]));
  }

  /**
   * Writes an import's suppliers in one transaction: a line whose name is a supplier's (case
   * aside) replaces it, any other adds one.
   */
  async importAll(providerId: string, suppliers: readonly SupplierFields[]): Promise<number> {
    const rows = suppliers.map((supplier) => ({ id: randomUUID(), ...supplier }));
    await this.db.transaction((tx) =>
      tx.query(
        `INSERT INTO purchasing_suppliers (id, provider_id, ${FIELDS})
         SELECT t.id, $1, ${FIELDS.replace(/(\w+)/g, 't.$1')}
           FROM jsonb_to_recordset($2::jsonb) AS t (id uuid, name text, contact_name text,
                email text, phone text, currency text, lead_time_days integer,
                payment_terms text, notes text, active boolean)
         ON CONFLICT (provider_id, lower(name)) DO UPDATE
            SET (${FIELDS}, updated_at) = (${FIELDS.replace(/(\w+)/g, 'excluded.$1')}, now())`,
        [providerId, JSON.stringify(rows)],
      ),
    );
    return rows.length;
  }

  /** The provider's suppliers by name, a page at a time (the export). */
  exportPages(providerId: string): AsyncGenerator<SupplierFields[]> {
    return this.db.pages<SupplierFields>(
      `SELECT ${FIELDS} FROM purchasing_suppliers WHERE provider_id = $1 ORDER BY lower(name), id`,
      [providerId],
    );
  }
}

const values = (s: SupplierFields) => [
  s.name,
  s.contact_name,
  s.email,
  s.phone,
  s.currency,
  s.lead_time_days,
  s.payment_terms,
  s.notes,
  s.active,
];
