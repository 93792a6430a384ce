import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientCreditStore } from '../../../clients';
import { formatMinor } from '../../../ordering/domain';
import { SettingsReadModel } from '../../../settings';
import { InvoiceRuleError } from '../../domain/invoice';
import { ClientBalances } from '../../infrastructure/client-balances';
import { InvoicesReadModel, invoiceView } from '../../projections/invoices/invoices.read-model';
import { ClientInvoicesResponse } from '../../responses/invoice.response.dto';
import { ClientInvoices } from './client-invoices.query';

/**
 * The portal's Invoices: the client's open invoices at the provider of its record (never
 * another client's, nor its records at other providers), the oldest due first; its balance,
 * and its limit when it has one (the buyer may see its own).
 */
@QueryHandler(ClientInvoices)
export class ClientInvoicesHandler implements IQueryHandler<ClientInvoices> {
  constructor(
    private readonly credit: ClientCreditStore,
    private readonly settings: SettingsReadModel,
    private readonly invoices: InvoicesReadModel,
    private readonly balances: ClientBalances,
  ) {}

  async execute({ clientId, providerId: named }: ClientInvoices): Promise<ClientInvoicesResponse> {
    const record = await this.credit.ofRecord(clientId);
    const { providerId } = record;
    // A provider the link does not reach is no provider of this client's: nothing of another.
    if (named !== undefined && named !== providerId)
      throw new InvoiceRuleError('No such provider for this client.', 'not_found');
    const [{ currency }, rows] = await Promise.all([
      this.settings.of(providerId),
      this.invoices.openOfClient(providerId, clientId),
    ]);
    const balance = await this.balances.of(providerId, clientId, currency);
    return {
      invoices: rows.map((row) => invoiceView(row)),
      currency,
      balance: formatMinor(balance.balance, currency),
      credit_limit: record.creditLimit,
    };
  }
}
