import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DatabaseError } from 'pg';
import { ProductsService } from '../../catalog';
import { ClientsReadModel, PricingReadModel } from '../../clients';
import { badRequest, conflict, Database, notFound } from '../../platform';
import { ClientLinkDisabledError } from '../domain/client-link';

/** The most lists a client keeps per provider, and the most lines in one. */
export const MAX_SAVED_LISTS = 50;
export const MAX_SAVED_LIST_LINES = 500;
export const MAX_SAVED_LIST_NAME = 80;
/** The most units one line of a list holds. */
export const MAX_SAVED_LIST_QUANTITY = 1_000_000;

export interface SavedListLineInput {
  product_id: string;
  quantity: number;
}

/** A line as kept: the product's name as saved, shown when it is no longer offered. */
interface StoredLine {
  product_id: string;
  name: string;
  quantity: number;
}

interface ListRow {
  id: string;
  provider_id: string;
  client_id: string;
  name: string;
  lines: StoredLine[];
  created_at: Date;
  updated_at: Date;
}

export interface SavedListLineView {
  product_id: string;
  /** Today's name of the product, else the name it had when the line was saved. */
  name: string;
  quantity: number;
  /** Whether the client may order the product now: false lines are named, never dropped. */
  orderable: boolean;
}

export interface SavedListView {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  lines: SavedListLineView[];
}

const UNIQUE_VIOLATION = '23505';

const nameTaken = (name: string) =>
  conflict(`You already have a list named "${name}". Choose another name.`);

/**
 * The client portal's saved lists: plain rows (docs/decisions/saved-lists-are-plain-state.md).
 * Every write checks that each line names a product the client may order from the provider.
 */
@Injectable()
export class SavedListsStore {
  constructor(
    private readonly db: Database,
    private readonly clients: ClientsReadModel,
    private readonly pricing: PricingReadModel,
    private readonly products: ProductsService,
  ) {}

  async list(clientId: string, providerId: string): Promise<SavedListView[]> {
    const { rows } = await this.db.query<ListRow>(
      `SELECT * FROM ordering_saved_lists WHERE client_id = $1 AND provider_id = $2
        ORDER BY lower(name), id`,
      [clientId, providerId],
    );
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.product_id)))];
    const { offered, names } = await this.orderable(clientId, providerId, ids);
    return rows.map((row) => view(row, offered, names));
  }

  async create(
    clientId: string,
    providerId: string,
    name: string,
    lines: readonly SavedListLineInput[],
  ): Promise<SavedListView> {
    const stored = await this.checkedLines(clientId, providerId, lines);
    const id = randomUUID();
    try {
      const { rows } = await this.db.query<ListRow>(
        `INSERT INTO ordering_saved_lists (id, provider_id, client_id, name, lines)
         SELECT $1, $2, $3, $4, $5::jsonb
          WHERE (SELECT count(*) FROM ordering_saved_lists
                  WHERE client_id = $3 AND provider_id = $2) < $6
         RETURNING *`,
        [id, providerId, clientId, name, JSON.stringify(stored), MAX_SAVED_LISTS],
      );
      if (!rows[0])
        throw conflict(
          `You have ${MAX_SAVED_LISTS} lists already, the most you may keep. Delete one to save another.`,
        );
      return this.viewOf(rows[0], clientId, providerId);
    } catch (error) {
      if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) throw nameTaken(name);
      throw error;
    }
  }

  /** Renames the list and/or replaces its lines; another client's list is not found. */
  async update(
    clientIds: readonly string[],
    listId: string,
    change: { name?: string; lines?: readonly SavedListLineInput[] },
  ): Promise<SavedListView> {
    const found = await this.find(clientIds, listId);
    const stored = change.lines
      ? await this.checkedLines(found.client_id, found.provider_id, change.lines, found.lines)
      : null;
    if (!change.lines) await this.assertLinkActive(found.provider_id, found.client_id);
    const name = change.name ?? found.name;
    try {
      const { rows } = await this.db.query<ListRow>(
        `UPDATE ordering_saved_lists
            SET name = $2, lines = coalesce($3::jsonb, lines), updated_at = now()
          WHERE id = $1 RETURNING *`,
        [listId, name, stored ? JSON.stringify(stored) : null],
      );
      if (!rows[0]) throw listNotFound();
      return this.viewOf(rows[0], found.client_id, found.provider_id);
    } catch (error) {
      if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) throw nameTaken(name);
      throw error;
    }
  }

  async remove(clientIds: readonly string[], listId: string): Promise<void> {
    const found = await this.find(clientIds, listId);
    await this.assertLinkActive(found.provider_id, found.client_id);
    await this.db.query('DELETE FROM ordering_saved_lists WHERE id = $1', [listId]);
  }

  private async find(clientIds: readonly string[], listId: string): Promise<ListRow> {
    const { rows } = await this.db.query<ListRow>(
      'SELECT * FROM ordering_saved_lists WHERE id = $1 AND client_id = ANY($2::uuid[])',
      [listId, clientIds],
    );
    if (!rows[0]) throw listNotFound();
    return rows[0];
  }

  private async viewOf(row: ListRow, clientId: string, providerId: string) {
    const ids = row.lines.map((line) => line.product_id);
    const { offered, names } = await this.orderable(clientId, providerId, ids);
    return view(row, offered, names);
  }

  private async assertLinkActive(providerId: string, clientId: string) {
    const active = await this.db.read(this.clients.linkActiveRead(providerId, clientId));
    if (active === null) throw notFound('No such provider for this client.');
    if (!active) throw new ClientLinkDisabledError();
  }

  /** The products of `ids` the client may order now, and every one's current name. */
  private async orderable(clientId: string, providerId: string, ids: readonly string[]) {
    const [terms, named] = await Promise.all([
      this.pricing.termsFor(providerId, clientId),
      ids.length > 0 ? this.products.byIds(providerId, ids) : Promise.resolve([]),
    ]);
    const offered = new Set((terms?.offers(named) ?? []).map((product) => product.id));
    const names = new Map(named.map((product) => [product.id, product.name]));
    return { offered, names };
  }

  /**
   * The lines as kept, or a 400 naming the first line whose product the client may not order. A
   * product the list held already stays, offered or not: a buyer changing another line's quantity
   * keeps the line the portal names as no longer offered, and may remove it.
   */
  private async checkedLines(
    clientId: string,
    providerId: string,
    lines: readonly SavedListLineInput[],
    kept: readonly StoredLine[] = [],
  ): Promise<StoredLine[]> {
    await this.assertLinkActive(providerId, clientId);
    const ids = lines.map((line) => line.product_id.toLowerCase());
    const { offered, names } = await this.orderable(clientId, providerId, [...new Set(ids)]);
    const seen = new Set<string>();
    return lines.map((line, i) => {
      const id = ids[i];
      const before = kept.find((line) => line.product_id === id);
      if (!offered.has(id) && !before)
        throw badRequest(
          `lines[${i}].product_id is not a product you may order from this provider`,
        );
      if (seen.has(id))
        throw badRequest(`lines[${i}].product_id is already in the list on an earlier line`);
      seen.add(id);
      return {
        product_id: id,
        name: names.get(id) ?? before?.name ?? '',
        quantity: line.quantity,
      };
    });
  }
}

const listNotFound = () => notFound('No such list.');

function view(row: ListRow, offered: Set<string>, names: Map<string, string>): SavedListView {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    lines: row.lines.map((line) => ({
      product_id: line.product_id,
      name: names.get(line.product_id) ?? line.name,
      quantity: line.quantity,
      orderable: offered.has(line.product_id),
    })),
  };
}
