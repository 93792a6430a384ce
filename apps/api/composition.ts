import { catalogMigrations } from '../../modules/catalog';
import { identityMigrations } from '../../modules/identity';
import {
  Migration,
  Projection,
  platformMigrations,
  platformProjections,
} from '../../modules/platform';

/** Every context's schema migrations, in the order they run (by name). */
export const migrations: Migration[] = [
  ...platformMigrations,
  ...identityMigrations,
  ...catalogMigrations,
];

/** Every projection the app runs. */
export const projections: Projection[] = [...platformProjections];
