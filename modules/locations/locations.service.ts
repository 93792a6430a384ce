import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { asBadRequest, Database, notFound, Read, read } from '../platform';
import { byName, changeLocation, LocationRuleError } from './domain/location-rules';
import { Location, LocationView, locationView } from './location.entity';
import { CreateLocationRequest, UpdateLocationRequest } from './location.request.dto';

/** A provider's locations (warehouses, shops): where stock is kept and orders are taken. */
@Injectable()
export class LocationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly db: Database,
  ) {}

  /**
   * Reads in plain SQL: placing and showing orders read locations on every call, and an ORM
   * round (metadata, hydration, entity copies) cost more than the query itself.
   */
  private select<T>(
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

  async list(providerId: string): Promise<LocationView[]> {
    return this.db.read(this.listRead(providerId));
  }

  /** The read of `list`, for a caller that reads it together with others. */
  listRead(providerId: string): Read<LocationView[]> {
    return this.select('locations_list', 'provider_id = $1', [providerId], byName);
  }

  async get(providerId: string, id: string): Promise<LocationView> {
    const location = await this.db.read(this.getRead(providerId, id));
    if (!location) throw notFound('No such location.');
    return location;
  }

  /** The location, or null when the provider has none by that id. */
  getRead(providerId: string, id: string): Read<LocationView | null> {
    return this.select(
      'locations_get',
      'provider_id = $1 AND id = $2',
      [providerId, id],
      (rows) => rows[0] ?? null,
    );
  }

  /** The location orders from the client portal go to, if the provider has one. */
  async defaultLocation(providerId: string): Promise<LocationView | null> {
    return this.db.read(this.defaultLocationRead(providerId));
  }

  defaultLocationRead(providerId: string): Read<LocationView | null> {
    return this.select(
      'locations_default',
      'provider_id = $1 AND is_default',
      [providerId],
      (rows) => rows[0] ?? null,
    );
  }

  /**
   * Writes run one at a time per provider (a transaction-scoped advisory lock), so setting a
   * default and clearing the previous one is atomic and two writers cannot both win.
   */
  private inProviderLock<T>(providerId: string, work: (em: EntityManager) => Promise<T>) {
    return this.em.transactional(async (em) => {
      await em.execute('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [
        `locations:${providerId}`,
      ]);
      return work(em);
    });
  }

  /** A new location; a provider's first one becomes its default. */
  async create(providerId: string, body: CreateLocationRequest): Promise<LocationView> {
    return this.inProviderLock(providerId, async (em) => {
      const hasDefault = (await em.count(Location, { providerId, isDefault: true })) > 0;
      const flags = await asBadRequest(
        () =>
          changeLocation(
            { name: '', active: true, isDefault: false },
            {
              name: body.name,
              active: body.active ?? true,
              default: !hasDefault && (body.active ?? true),
            },
          ),
        LocationRuleError,
      );
      const location = Object.assign(new Location(), { id: randomUUID(), providerId, ...flags });
      em.persist(location);
      await em.flush();
      return locationView(location);
    });
  }

  async update(providerId: string, id: string, body: UpdateLocationRequest): Promise<LocationView> {
    return this.inProviderLock(providerId, async (em) => {
      const location = await em.findOne(Location, { id, providerId });
      if (!location) throw notFound('No such location.');
      const flags = await asBadRequest(() => changeLocation(location, body), LocationRuleError);
      if (flags.isDefault && !location.isDefault) {
        await em.nativeUpdate(Location, { providerId, isDefault: true }, { isDefault: false });
      }
      Object.assign(location, flags);
      await em.flush();
      return locationView(location);
    });
  }
}
