import { Injectable } from '@nestjs/common';
import { Database } from '../../platform';
import { byProductName } from '../domain/product';

/** An active product as a search over names reads it. */
export interface ProductName {
  readonly id: string;
  readonly name: string;
  readonly sku: string | null;
}

interface Names {
  readonly version: bigint;
  readonly products: readonly ProductName[];
}

/** Providers whose names are kept at once; the least recently searched goes first. */
const KEPT_PROVIDERS = 200;

/**
 * Each provider's active products' ids, names and SKUs in the catalog's order, kept in memory:
 * the portal's search as one types asks for them with every letter, and reading and sorting
 * 10,000 names took most of its time. Each ask reads the provider's catalog version (one row,
 * raised by every change to its products in the change's own transaction, see the
 * `20270201-10-catalog-versions` migration) and reads the names again only when it moved, so a
 * product renamed, added or withdrawn is searched as it is from the next ask on, in every
 * process of the app.
 */
@Injectable()
export class ProductNames {
  private readonly kept = new Map<string, Names>();
  /** Reads under way, so that asks arriving together read the names once. */
  private readonly reading = new Map<string, Promise<Names>>();

  constructor(private readonly db: Database) {}

  async of(providerId: string): Promise<readonly ProductName[]> {
    const { rows } = await this.db.query<{ version: bigint }>({
      name: 'catalog_version',
      text: 'SELECT version FROM catalog_versions WHERE provider_id = $1',
      values: [providerId],
    });
    const version = rows[0]?.version ?? 0n;
    const kept = this.kept.get(providerId);
    if (kept?.version === version) {
      this.kept.delete(providerId);
      this.kept.set(providerId, kept);
      return kept.products;
    }
    // A read under way may have begun before the change this ask saw.
    const names = await this.read(providerId);
    return (names.version >= version ? names : await this.readNames(providerId)).products;
  }

  private read(providerId: string): Promise<Names> {
    let reading = this.reading.get(providerId);
    if (!reading) {
      reading = this.readNames(providerId).finally(() => this.reading.delete(providerId));
      this.reading.set(providerId, reading);
    }
    return reading;
  }

  /** The names and the version they are at, in one statement (one snapshot). */
  private async readNames(providerId: string): Promise<Names> {
    const { rows } = await this.db.query<{ version: bigint; products: ProductName[] | null }>(
      `SELECT coalesce((SELECT version FROM catalog_versions WHERE provider_id = $1), 0) AS version,
              (SELECT json_agg(json_build_object('id', id, 'name', name, 'sku', sku))
                 FROM catalog_products WHERE provider_id = $1 AND active) AS products`,
      [providerId],
    );
    const names: Names = {
      version: BigInt(rows[0].version),
      products: Object.freeze((rows[0].products ?? []).sort(byProductName)),
    };
    const kept = this.kept.get(providerId);
    if (!kept || kept.version < names.version) {
      this.kept.delete(providerId);
      this.kept.set(providerId, names);
      if (this.kept.size > KEPT_PROVIDERS) this.kept.delete(this.kept.keys().next().value!);
    }
    return names;
  }
}
