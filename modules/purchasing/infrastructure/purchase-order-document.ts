import { Inject, Injectable } from '@nestjs/common';
import { ProvidersDirectory } from '../../identity';
import {
  Database,
  FILE_STORAGE,
  FileStorage,
  Mail,
  PdfDocumentSpec,
  renderPdf,
} from '../../platform';
import { BusinessSettings, formatDay, letterheadOf, SettingsReadModel } from '../../settings';
import type { SupplierFields } from '../domain/supplier';
import { PurchaseOrdersReadModel } from '../projections/purchase-orders/purchase-orders.read-model';
import type { PurchaseOrderResponse } from '../responses/purchase-order.response.dto';
import { SuppliersStore } from './suppliers.store';

/** A purchase order as its PDF: the supplier's own codes beside ours, each line at its price. */
export function purchaseOrderSpec(
  order: PurchaseOrderResponse,
  supplier: SupplierFields,
  supplierSkus: ReadonlyMap<string, string | null>,
  settings: BusinessSettings,
  providerName: string,
  logo: Buffer | null,
): PdfDocumentSpec {
  const money = new Intl.NumberFormat(settings.locale, {
    style: 'currency',
    currency: order.currency,
  });
  const count = new Intl.NumberFormat(settings.locale);
  return {
    title: 'Purchase order',
    number: order.number,
    facts: [
      ['Date', formatDay(settings, order.created_at.slice(0, 10))],
      ...(order.expected_on
        ? [['Expected on', formatDay(settings, order.expected_on)] as const]
        : []),
      ['Currency', order.currency],
    ],
    seller: { ...letterheadOf(settings, providerName), logo },
    parties: [
      {
        label: 'Supplier',
        lines: [supplier.name, supplier.contact_name, supplier.email, supplier.phone].filter(
          (line): line is string => !!line && line.trim() !== '',
        ),
      },
      { label: 'Deliver to', lines: [order.location.name] },
    ],
    columns: [
      { header: 'Your code', width: 2 },
      { header: 'Our SKU', width: 2 },
      { header: 'Product', width: 5 },
      { header: 'Quantity', width: 1.5, align: 'right' },
      { header: 'Unit price', width: 2, align: 'right' },
      { header: 'Amount', width: 2, align: 'right' },
    ],
    rows: order.lines.map((line) => [
      supplierSkus.get(line.product_id) ?? '',
      line.sku ?? '',
      line.product_name,
      count.format(line.quantity),
      money.format(line.unit_price),
      money.format(line.quantity * line.unit_price),
    ]),
    totals: [[`Total (${order.currency})`, money.format(order.total)]],
    notes: order.notes ? [`Notes: ${order.notes}`] : [],
    createdAt: new Date(order.created_at),
    pageLabel: (page, pages) => `Page ${page} of ${pages}`,
  };
}

/** A purchase order's PDF, read and laid out: what the send mails and the download answers. */
@Injectable()
export class PurchaseOrderDocuments {
  constructor(
    private readonly orders: PurchaseOrdersReadModel,
    private readonly suppliers: SuppliersStore,
    private readonly settings: SettingsReadModel,
    private readonly providers: ProvidersDirectory,
    private readonly db: Database,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async pdf(
    providerId: string,
    purchaseOrderId: string,
  ): Promise<{
    pdf: Buffer;
    filename: string;
    order: PurchaseOrderResponse;
    supplier: SupplierFields;
    providerName: string;
  }> {
    const order = await this.orders.one(providerId, purchaseOrderId);
    const [supplier, settings, cards, { rows: codes }] = await Promise.all([
      this.suppliers.one(providerId, order.supplier.id),
      this.settings.of(providerId),
      this.providers.cards([providerId]),
      this.db.query<{ product_id: string; supplier_sku: string | null }>(
        `SELECT product_id, supplier_sku FROM purchasing_supplier_prices
          WHERE provider_id = $1 AND supplier_id = $2`,
        [providerId, order.supplier.id],
      ),
    ]);
    const logo = settings.logoKey ? await this.files.get(settings.logoKey) : null;
    const providerName = cards.get(providerId)?.name ?? '';
    const skus = new Map(codes.map((code) => [code.product_id, code.supplier_sku]));
    const pdf = await renderPdf(
      purchaseOrderSpec(order, supplier, skus, settings, providerName, logo),
    );
    return {
      pdf,
      filename: `purchase-order-${order.number}.pdf`,
      order,
      supplier,
      providerName,
    };
  }
}

/** The mail that sends a purchase order to its supplier, its PDF attached. */
export function purchaseOrderMail(
  document: Awaited<ReturnType<PurchaseOrderDocuments['pdf']>>,
  to: string,
): Mail {
  const { order, supplier, providerName } = document;
  const lines = order.lines.length;
  const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: order.currency });
  return {
    to,
    fromName: providerName || undefined,
    subject: `Purchase order ${order.number} from ${providerName}`,
    text: [
      `Hello${supplier.contact_name ? ` ${supplier.contact_name}` : ''},`,
      '',
      `Please find attached our purchase order ${order.number}: ${lines} ${lines === 1 ? 'line' : 'lines'}, ${total.format(order.total)} in total, to be delivered to ${order.location.name}${order.expected_on ? ` by ${order.expected_on}` : ''}.`,
      '',
      'Thank you,',
      providerName,
    ].join('\n'),
    attachments: [
      { filename: document.filename, content: document.pdf, contentType: 'application/pdf' },
    ],
  };
}
