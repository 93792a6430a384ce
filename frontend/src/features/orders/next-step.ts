/**
 * The next step of an order, as its page's header offers it: what the provider does next, the
 * one primary button. Pure.
 */
import type { components } from '../../api/openapi-types';
import type { Order } from '../../api/orders';
import type { InvoicePer } from './components/order-invoices';
import { linesToShip } from './shipping';

type Schemas = components['schemas'];

export type NextStep =
  | { kind: 'ship' }
  /** The invoice of the whole order (`shipment` null) or of that shipment. */
  | { kind: 'invoice'; shipment: Pick<Schemas['ShipmentResponse'], 'sequence' | 'number'> | null };

export interface NextStepFacts {
  /** The provider's choice; unknown while the settings load. */
  invoicePer: InvoicePer | undefined;
  /** The order's invoices and credit notes; undefined while they load. */
  invoices: readonly Pick<Schemas['InvoiceResponse'], 'kind' | 'shipment_number'>[] | undefined;
  /** The order's shipments, oldest first; undefined while they load (or none shipped). */
  shipments: readonly Pick<Schemas['ShipmentResponse'], 'sequence' | 'number'>[] | undefined;
}

/**
 * What the provider does next with an ORDER: Ship while something remains to ship; once all of it
 * has shipped, the invoice not issued yet (the order's, or the first shipment's without one when
 * invoices go per shipment); otherwise nothing. A movement or a cancelled order has no next step:
 * cancelling is never one. Null while what decides it is still loading.
 */
export function nextStep(order: Order, facts: NextStepFacts): NextStep | null {
  if (order.transaction_type !== 'ORDER' || order.cancelled) return null;
  if (!order.fulfilled) return linesToShip(order).length > 0 ? { kind: 'ship' } : null;
  if (!facts.invoices) return null;
  // Credit notes (of returns) are listed with the invoices; only an invoice counts here.
  const invoiced = facts.invoices.filter((each) => (each.kind ?? 'INVOICE') === 'INVOICE');
  if (facts.invoicePer === 'ORDER')
    return invoiced.length === 0 ? { kind: 'invoice', shipment: null } : null;
  if (facts.invoicePer === 'SHIPMENT') {
    const shipment = facts.shipments?.find(
      (each) => !invoiced.some((invoice) => invoice.shipment_number === each.number),
    );
    return shipment ? { kind: 'invoice', shipment } : null;
  }
  return null;
}
