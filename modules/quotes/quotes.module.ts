import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { IdentityModule } from '../identity';
import { OrderingModule } from '../ordering';
import { SettingsModule } from '../settings';
import {
  AcceptQuoteHandler,
  DeclineQuoteHandler,
  RequestQuoteHandler,
} from './commands/client-quotes/client-quotes.handlers';
import { ClientQuotesController } from './commands/client-quotes/client-quotes.http.controller';
import {
  ReviseQuoteHandler,
  SendQuoteHandler,
  WithdrawQuoteHandler,
} from './commands/provider-quotes/provider-quotes.handlers';
import { ProviderQuotesController } from './commands/provider-quotes/provider-quotes.http.controller';
import { QuotesStore } from './infrastructure/quotes.store';
import {
  ClientQuoteHandler,
  ClientQuotesHandler,
} from './queries/client-quotes/client-quotes.handler';
import { ClientQuotesQueryController } from './queries/client-quotes/client-quotes.http.controller';
import {
  ProviderQuoteHandler,
  ProviderQuotesHandler,
} from './queries/provider-quotes/provider-quotes.handler';
import { ProviderQuotesQueryController } from './queries/provider-quotes/provider-quotes.http.controller';

const controllers = [
  ClientQuotesQueryController,
  ClientQuotesController,
  ProviderQuotesQueryController,
  ProviderQuotesController,
];

const commandHandlers = [
  RequestQuoteHandler,
  AcceptQuoteHandler,
  DeclineQuoteHandler,
  ReviseQuoteHandler,
  SendQuoteHandler,
  WithdrawQuoteHandler,
];

const queryHandlers = [
  ClientQuotesHandler,
  ClientQuoteHandler,
  ProviderQuotesHandler,
  ProviderQuoteHandler,
];

@Module({
  imports: [
    CqrsModule,
    IdentityModule,
    CatalogModule,
    ClientsModule,
    OrderingModule,
    SettingsModule,
    // The client link's guard, on the portal's routes, asks billing and clients.
    BillingModule,
  ],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, QuotesStore],
})
export class QuotesModule {}
