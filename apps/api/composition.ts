import { Migration, platformMigrations } from '../../modules/platform';

/** Every context's schema migrations, in the order they run (by name). */
export const migrations: Migration[] = [...platformMigrations];
