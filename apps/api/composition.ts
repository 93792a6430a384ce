import { apiKeysMigrations } from '../../modules/api-keys';
import { assistantMigrations } from '../../modules/assistant';
import { stockChainProjection } from '../../modules/audit';
import { billingProjection } from '../../modules/billing';
import { buyersMigrations, orderBuyersProjection } from '../../modules/buyers';
import { catalogMigrations } from '../../modules/catalog';
import { clientsMigrations } from '../../modules/clients';
import { returnsProjection, shipmentsProjection } from '../../modules/fulfilment';
import { identityMigrations } from '../../modules/identity';
import {
  inventoryMigrations,
  inventoryProjection,
  lowStockProjection,
  stockCountsProjection,
  stockLedgerProjection,
  stockLotsProjection,
  stockValuesProjection,
  transfersProjection,
} from '../../modules/inventory';
import { invoicesProjection } from '../../modules/invoicing';
import { locationsMigrations } from '../../modules/locations';
import { mailOutboxProjection, notificationsMigrations } from '../../modules/notifications';
import { orderingMigrations, ordersProjection } from '../../modules/ordering';
import {
  Migration,
  Projection,
  platformMigrations,
  platformProjections,
} from '../../modules/platform';
import { purchaseOrdersProjection, purchasingMigrations } from '../../modules/purchasing';
import { quotesMigrations } from '../../modules/quotes';
import { realtimeMigrations } from '../../modules/realtime';
import { settingsMigrations } from '../../modules/settings';
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
  ...inventoryMigrations,
  ...settingsMigrations,
  ...notificationsMigrations,
  ...orderingMigrations,
  ...buyersMigrations,
  ...quotesMigrations,
  ...purchasingMigrations,
];

/** Every projection the app runs. */
export const projections: Projection[] = [
  ...platformProjections,
  ordersProjection,
  shipmentsProjection,
  returnsProjection,
  invoicesProjection,
  inventoryProjection,
  stockLedgerProjection,
  stockValuesProjection,
  transfersProjection,
  lowStockProjection,
  stockCountsProjection,
  stockLotsProjection,
  stockChainProjection,
  billingProjection,
  webhookOutboxProjection,
  mailOutboxProjection,
  orderBuyersProjection,
  purchaseOrdersProjection,
];
