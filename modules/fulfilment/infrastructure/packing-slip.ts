import type { OrderView } from '../../ordering';
import type { PdfDocumentSpec } from '../../platform';
import { BusinessSettings, formatDay, letterheadOf } from '../../settings';
import type { ShipmentResponse } from '../responses/shipment.response.dto';

/**
 * A shipment's packing slip: what goes in the parcel, for the driver and the person who opens
 * it. No prices: a packing slip is not an invoice.
 */
export function packingSlipSpec(
  order: OrderView,
  shipment: ShipmentResponse,
  settings: BusinessSettings,
  logo: Buffer | null,
): PdfDocumentSpec {
  const units = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
  const count = new Intl.NumberFormat(settings.locale);
  const client = order.client;
  return {
    title: 'Packing slip',
    number: shipment.number,
    facts: [
      ['Order', order.number],
      ['Shipped on', formatDay(settings, shipment.shipped_on)],
      ...(shipment.carrier ? [['Carrier', shipment.carrier] as const] : []),
      ...(shipment.tracking_number ? [['Tracking', shipment.tracking_number] as const] : []),
    ],
    seller: { ...letterheadOf(settings, order.provider.name), logo },
    parties: client
      ? [
          {
            label: 'Ship to',
            lines: [client.name, ...(client.address ?? '').split('\n'), client.email].filter(
              (line) => line.trim() !== '',
            ),
          },
          { label: 'From', lines: [order.location.name] },
        ]
      : [{ label: 'From', lines: [order.location.name] }],
    columns: [
      { header: 'SKU', width: 2 },
      { header: 'Product', width: 5 },
      { header: 'Lots', width: 3 },
      { header: 'Quantity', width: 1.5, align: 'right' },
    ],
    rows: shipment.lines.map((line) => [
      line.product.sku ?? '',
      line.product.name,
      (line.lots ?? [])
        .map(
          (lot) =>
            `${lot.lot_code}${lot.expiry_date ? ` (exp. ${lot.expiry_date})` : ''} ×${lot.quantity}`,
        )
        .join(', '),
      count.format(line.quantity),
    ]),
    totals: [['Total units', count.format(units)]],
    notes: order.notes ? [`Notes: ${order.notes}`] : [],
    createdAt: new Date(shipment.created_at),
    pageLabel: (page, pages) => `Page ${page} of ${pages}`,
  };
}
