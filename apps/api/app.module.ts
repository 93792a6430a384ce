import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger as PinoLogger } from 'pino';
import { ApiKeysModule } from '../../modules/api-keys';
import { AssistantModule } from '../../modules/assistant';
import { AuditModule } from '../../modules/audit';
import { BillingModule } from '../../modules/billing';
import { BuyersModule } from '../../modules/buyers';
import { CatalogModule } from '../../modules/catalog';
import { ClientsModule } from '../../modules/clients';
import { DemoModule } from '../../modules/demo';
import { FulfilmentModule } from '../../modules/fulfilment';
import { IdentityModule } from '../../modules/identity';
import { InventoryModule } from '../../modules/inventory';
import { InvoicingModule } from '../../modules/invoicing';
import { LocationsModule } from '../../modules/locations';
import { NotificationsModule } from '../../modules/notifications';
import { OrderingModule } from '../../modules/ordering';
import { Config, PlatformModule } from '../../modules/platform';
import { PurchasingModule } from '../../modules/purchasing';
import { QuotesModule } from '../../modules/quotes';
import { RealtimeModule } from '../../modules/realtime';
import { SearchModule } from '../../modules/search';
import { SettingsModule } from '../../modules/settings';
import { WebhooksModule } from '../../modules/webhooks';
import { projections } from './composition';

/** The app: the platform plus every bounded context. */
@Module({})
export class AppModule {
  static forRoot(options: {
    config: Config;
    databaseUrl: string;
    logger?: PinoLogger;
  }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // The command and query buses every context's handlers register on.
        CqrsModule.forRoot(),
        PlatformModule.forRoot({ ...options, projections }),
        IdentityModule,
        ApiKeysModule,
        CatalogModule,
        LocationsModule,
        SettingsModule,
        ClientsModule,
        InventoryModule,
        OrderingModule,
        FulfilmentModule,
        InvoicingModule,
        RealtimeModule,
        AssistantModule,
        BillingModule,
        AuditModule,
        SearchModule,
        DemoModule,
        WebhooksModule,
        NotificationsModule,
        BuyersModule,
        QuotesModule,
        PurchasingModule,
      ],
    };
  }
}
