import { Injectable } from '@nestjs/common';
import { Database, Read, read } from '../../platform';
import { BusinessSettings, DEFAULT_SETTINGS } from '../domain/business-settings';

interface Row {
  provider_id: string;
  legal_name: string | null;
  address: string | null;
  tax_id: string | null;
  logo_key: string | null;
  currency: string;
  locale: string;
  order_prefix: string;
  default_tax_rate: string;
  payment_terms_days: number;
  invoice_per: BusinessSettings['invoicePer'];
  /** numeric(12,2) as text. */
  min_order_value: string | null;
  notifications: BusinessSettings['notifications'];
  new_order_recipients: string[];
  portal_stock: BusinessSettings['portalStock'];
  contact_phone: string | null;
}

function settingsOf(row: Row | undefined): BusinessSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    legalName: row.legal_name,
    address: row.address,
    taxId: row.tax_id,
    logoKey: row.logo_key,
    currency: row.currency,
    locale: row.locale,
    orderPrefix: row.order_prefix,
    defaultTaxRate: Number(row.default_tax_rate),
    paymentTermsDays: row.payment_terms_days,
    invoicePer: row.invoice_per,
    minOrderValue: row.min_order_value === null ? null : Number(row.min_order_value),
    notifications: { ...DEFAULT_SETTINGS.notifications, ...row.notifications },
    newOrderRecipients: row.new_order_recipients,
    portalStock: row.portal_stock,
    contactPhone: row.contact_phone,
  };
}

/** Providers' business settings as other contexts read them (the defaults where none are set). */
@Injectable()
export class SettingsReadModel {
  constructor(private readonly db: Database) {}

  /** The settings of these providers, each one's defaults where it set none: a read to batch. */
  settingsRead(providerIds: readonly string[]): Read<Map<string, BusinessSettings>> {
    return read<Row, Map<string, BusinessSettings>>(
      'business_settings_of',
      'SELECT * FROM business_settings WHERE provider_id = ANY($1::uuid[])',
      [[...new Set(providerIds)]],
      (rows) => {
        const byId = new Map(rows.map((row) => [row.provider_id, row]));
        return new Map(providerIds.map((id) => [id, settingsOf(byId.get(id))]));
      },
    );
  }

  async of(providerId: string): Promise<BusinessSettings> {
    return (await this.db.read(this.settingsRead([providerId]))).get(providerId)!;
  }
}
