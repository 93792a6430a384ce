import { Injectable } from '@nestjs/common';
import { clientOpenOrdersRead } from '../../ordering';
import { orderTotals, toMinor } from '../../ordering/domain';
import { Database } from '../../platform';
import { openBalance } from '../domain/payments';
import { InvoicesReadModel } from '../projections/invoices/invoices.read-model';

/** A client's open balance and open invoices, in minor units of the provider's currency. */
export interface ClientBalance {
  balance: bigint;
  invoicesOpen: bigint;
  openInvoices: number;
  overdueInvoices: number;
}

/**
 * Reckons a client's open balance (domain/payments' openBalance): its orders not cancelled
 * (ordering's read) and its invoices (this context's), in one round trip. Amounts in another
 * currency than the provider's (orders placed before a change of currency) count at face value.
 */
@Injectable()
export class ClientBalances {
  constructor(
    private readonly db: Database,
    private readonly invoices: InvoicesReadModel,
  ) {}

  async of(providerId: string, clientId: string, currency: string): Promise<ClientBalance> {
    const [orders, invoiced] = await this.db.readTogether(
      clientOpenOrdersRead(providerId, clientId),
      this.invoices.clientInvoicesRead(providerId, clientId),
    );
    const invoicesOpen = toMinor(invoiced.open, currency);
    const balance = openBalance(
      invoicesOpen,
      orders.map((order) => ({
        total: toMinor(orderTotals(order.lines, order.currency ?? currency).total, currency),
        invoiced: toMinor(invoiced.invoiced.get(order.id) ?? '0', currency),
      })),
    );
    return {
      balance,
      invoicesOpen,
      openInvoices: invoiced.count,
      overdueInvoices: invoiced.overdue,
    };
  }
}
