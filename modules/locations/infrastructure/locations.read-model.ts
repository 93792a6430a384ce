import { Injectable } from '@nestjs/common';
import { Database, Read, read } from '../../platform';
import { byName } from '../domain/location-rules';
import { LocationView } from './location.views';

/**
 * The location reads, in plain SQL: placing and showing orders read locations on every call,
 * and an ORM round (metadata, hydration, entity copies) cost more than the query itself. The
 * `…Read` forms describe a read without running it, so another context can send it together
 * with its own reads in one round trip (`Database.readTogether`).
 */
@Injectable()
export class LocationsReadModel {
  constructor(private readonly db: Database) {}

  /** A provider's locations by name. */
  list(providerId: string): Promise<LocationView[]> {
    return this.db.read(this.listRead(providerId));
  }

  /**
   * Locations' names as a relation (id, provider_id, name) another context's export may join in
   * SQL (see csvCopyExport).
   */
  readonly namesSql = 'SELECT id, provider_id, name FROM locations';

  listRead(providerId: string): Read<LocationView[]> {
    return locationsRead(providerId);
  }

  /** The location, or null when the provider has none by that id. */
  get(providerId: string, id: string): Promise<LocationView | null> {
    return this.db.read(this.getRead(providerId, id));
  }

  getRead(providerId: string, id: string): Read<LocationView | null> {
    return select('locations_get', 'provider_id = $1 AND id = $2', [providerId, id], first);
  }

  /** The location orders from the client portal go to, if the provider has one. */
  defaultLocation(providerId: string): Promise<LocationView | null> {
    return this.db.read(this.defaultLocationRead(providerId));
  }

  defaultLocationRead(providerId: string): Read<LocationView | null> {
    return select('locations_default', 'provider_id = $1 AND is_default', [providerId], first);
  }
}

/** A provider's locations by name, as a read to run with others' or on a connection of one's own. */
export function locationsRead(providerId: string): Read<LocationView[]> {
  return select('locations_list', 'provider_id = $1', [providerId], byName);
}

const first = (rows: LocationView[]) => rows[0] ?? null;

function select<T>(
  name: string,
  where: string,
  values: unknown[],
  answer: (rows: LocationView[]) => T,
): Read<T> {
  return read(
    name,
    `SELECT id, name, active, is_default AS "default", provider_id AS provider
       FROM locations WHERE ${where}`,
    values,
    answer,
  );
}
