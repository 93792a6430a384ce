import { MikroOrmModuleSyncOptions } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Config } from '../config/config.schema';

/**
 * MikroORM for the state-stored contexts (catalog, clients, locations). It maps tables the
 * migrations create (one migration runner for every context, see database/migrations.ts), so
 * its schema generator is never used. Contexts register their entities with
 * `MikroOrmModule.forFeature`.
 */
export function ormOptions(config: Config, databaseUrl: string): MikroOrmModuleSyncOptions {
  return {
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    // A Unix socket's folder (`?host=/run/postgresql`, as the embedded server's URL has it):
    // node-postgres reads it from the URL, MikroORM only from its own option.
    host: new URL(databaseUrl).searchParams.get('host') ?? undefined,
    autoLoadEntities: true,
    // Every request gets its own identity map (a Nest middleware forks the entity manager).
    registerRequestContext: true,
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: Math.max(2, Math.ceil(config.DATABASE_POOL_SIZE / 2)) },
    ensureDatabase: false,
    debug: false,
  };
}
