import { apiKeysMigrations } from '../../modules/api-keys';
import { assistantMigrations } from '../../modules/assistant';
import { stockChainProjection } from '../../modules/audit';
import { billingProjection } from '../../modules/billing';
import { catalogMigrations } from '../../modules/catalog';
import { clientsMigrations } from '../../modules/clients';
import { identityMigrations } from '../../modules/identity';
import { locationsMigrations } from '../../modules/locations';
import {
  inventoryProjection,
  lowStockProjection,
  orderingMigrations,
  ordersProjection,
  stockCountsProjection,
  stockLedgerProjection,
  stockLotsProjection,
  transfersProjection,
} from '../../modules/ordering';
import {
  Migration,
  Projection,
  platformMigrations,
  platformProjections,
} from '../../modules/platform';
import { realtimeMigrations } from '../../modules/realtime';
import { webhookOutboxProjection, webhooksMigrations } from '../../modules/webhooks';

/** Every context's schema migrations, in the order they run (by name). */
export const migrations: Migration[] = [
  ...platformMigrations,
  ...identityMigrations,
  ...catalogMigrations,
  ...locationsMigrations,
  ...clientsMigrations,
  ...realtimeMigrations,
  ...assistantMigrations,
  ...apiKeysMigrations,
  ...webhooksMigrations,
  ...orderingMigrations,
];

/** Every projection the app runs. */
export const projections: Projection[] = [
  ...platformProjections,
  ordersProjection,
  inventoryProjection,
  stockLedgerProjection,
  transfersProjection,
  lowStockProjection,
  stockCountsProjection,
  stockLotsProjection,
  stockChainProjection,
  billingProjection,
  webhookOutboxProjection,
];
