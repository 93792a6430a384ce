import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { CatalogModule } from '../catalog';
import { ClientsModule } from '../clients';
import { FulfilmentModule } from '../fulfilment';
import { IdentityModule } from '../identity';
import { InventoryModule } from '../inventory';
import { OrderingModule } from '../ordering';
import { SettingsModule } from '../settings';
import { IssueCreditNoteHandler } from './commands/issue-credit-note/issue-credit-note.handler';
import { IssueCreditNoteController } from './commands/issue-credit-note/issue-credit-note.http.controller';
import { IssueInvoiceHandler } from './commands/issue-invoice/issue-invoice.handler';
import { IssueInvoiceController } from './commands/issue-invoice/issue-invoice.http.controller';
import { RecordPaymentHandler } from './commands/record-payment/record-payment.handler';
import { RecordPaymentController } from './commands/record-payment/record-payment.http.controller';
import { ClientBalances } from './infrastructure/client-balances';
import { DocumentSeries } from './infrastructure/document-series';
import { DocumentSources } from './infrastructure/document-sources';
import { InvoicesReadModel } from './projections/invoices/invoices.read-model';
import { ClientCreditHandler } from './queries/client-credit/client-credit.handler';
import { ClientCreditController } from './queries/client-credit/client-credit.http.controller';
import { ClientOpenBalanceHandler } from './queries/client-credit/client-open-balance.handler';
import { ClientInvoicesHandler } from './queries/client-invoices/client-invoices.handler';
import { ClientInvoicesController } from './queries/client-invoices/client-invoices.http.controller';
import { InvoicePdfHandler } from './queries/invoice-pdf/invoice-pdf.handler';
import {
  ClientInvoicePdfController,
  InvoicePdfController,
} from './queries/invoice-pdf/invoice-pdf.http.controller';
import {
  InvoiceByIdHandler,
  OrderInvoicesHandler,
} from './queries/order-invoices/order-invoices.handler';
import {
  ClientOrderInvoicesController,
  OrderInvoicesController,
} from './queries/order-invoices/order-invoices.http.controller';

@Module({
  imports: [
    CqrsModule,
    IdentityModule,
    CatalogModule,
    ClientsModule,
    InventoryModule,
    OrderingModule,
    FulfilmentModule,
    SettingsModule,
    // The client link's guard, on the portal's routes, asks billing and clients.
    BillingModule,
  ],
  controllers: [
    IssueInvoiceController,
    IssueCreditNoteController,
    OrderInvoicesController,
    ClientOrderInvoicesController,
    InvoicePdfController,
    ClientInvoicePdfController,
    RecordPaymentController,
    ClientCreditController,
    ClientInvoicesController,
  ],
  providers: [
    IssueInvoiceHandler,
    IssueCreditNoteHandler,
    DocumentSeries,
    DocumentSources,
    OrderInvoicesHandler,
    InvoiceByIdHandler,
    InvoicePdfHandler,
    InvoicesReadModel,
    RecordPaymentHandler,
    ClientBalances,
    ClientOpenBalanceHandler,
    ClientCreditHandler,
    ClientInvoicesHandler,
  ],
})
export class InvoicingModule {}
