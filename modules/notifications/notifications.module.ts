import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ClientsModule } from '../clients';
import { FulfilmentModule } from '../fulfilment';
import { IdentityModule } from '../identity';
import { OrderingModule } from '../ordering';
import { SettingsModule } from '../settings';
import { MailComposer } from './infrastructure/mail-composer';
import { MailDeliveries } from './infrastructure/mail-deliveries';
import { MailDispatcher } from './infrastructure/mail-dispatcher';

/**
 * No routes: the dispatcher starts with the app and sends while this process holds its lock.
 * The documents it attaches come through the query bus (fulfilment's packing slips, invoicing's
 * invoices), from the modules the app composes.
 */
const infrastructure = [MailDeliveries, MailComposer, MailDispatcher];

@Module({
  imports: [
    CqrsModule,
    IdentityModule,
    ClientsModule,
    OrderingModule,
    FulfilmentModule,
    SettingsModule,
  ],
  providers: infrastructure,
})
export class NotificationsModule {}
