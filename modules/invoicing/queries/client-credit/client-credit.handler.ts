import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientCreditStore } from '../../../clients';
import { formatMinor } from '../../../ordering/domain';
import { SettingsReadModel } from '../../../settings';
import { ClientBalances } from '../../infrastructure/client-balances';
import { ClientCreditResponse } from '../../responses/invoice.response.dto';
import { ClientCredit } from './client-credit.query';

@QueryHandler(ClientCredit)
export class ClientCreditHandler implements IQueryHandler<ClientCredit> {
  constructor(
    private readonly credit: ClientCreditStore,
    private readonly settings: SettingsReadModel,
    private readonly balances: ClientBalances,
  ) {}

  async execute({ providerId, clientId }: ClientCredit): Promise<ClientCreditResponse> {
    // Not found for another provider's client, before anything else is read.
    const terms = await this.credit.of(providerId, clientId);
    const settings = await this.settings.of(providerId);
    const { currency } = settings;
    const balance = await this.balances.of(providerId, clientId, currency);
    return {
      payment_terms: terms.paymentTerms,
      default_payment_terms_days: settings.paymentTermsDays,
      credit_limit: terms.creditLimit,
      currency,
      balance: formatMinor(balance.balance, currency),
      invoices_open: formatMinor(balance.invoicesOpen, currency),
      open_invoices: balance.openInvoices,
      overdue_invoices: balance.overdueInvoices,
    };
  }
}
