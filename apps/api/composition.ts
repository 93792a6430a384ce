import { Migration, Projection, platformMigrations } from '../../modules/platform';

/** Every context's schema migrations, in the order they run (by name). */
export const migrations: Migration[] = [...platformMigrations];

/** Every context's projections (the platform adds its own). */
export const projections: Projection[] = [];
