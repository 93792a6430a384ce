import { EntitySchema } from '@mikro-orm/core';
import type { InvoiceScope, Notification, PortalStock } from '../domain/business-settings';

/** A provider's business settings: one row once changed; none means the defaults. */
export class SettingsRow {
  providerId!: string;
  legalName: string | null = null;
  address: string | null = null;
  taxId: string | null = null;
  logoKey: string | null = null;
  currency!: string;
  locale!: string;
  orderPrefix!: string;
  /** Percent, as text: PostgreSQL's numeric, read without float rounding. */
  defaultTaxRate!: string;
  paymentTermsDays!: number;
  invoicePer!: InvoiceScope;
  /** numeric(12,2) as its exact decimal text; null: no minimum order value. */
  minOrderValue: string | null = null;
  notifications!: Record<Notification, boolean>;
  newOrderRecipients: string[] = [];
  portalStock: PortalStock = 'exact';
  contactPhone: string | null = null;
  updatedAt: Date = new Date();
}

export const SettingsSchema = new EntitySchema<SettingsRow>({
  class: SettingsRow,
  tableName: 'business_settings',
  properties: {
    providerId: { type: 'uuid', primary: true },
    legalName: { type: 'text', nullable: true },
    address: { type: 'text', nullable: true },
    taxId: { type: 'text', nullable: true },
    logoKey: { type: 'text', nullable: true },
    currency: { type: 'text' },
    locale: { type: 'text' },
    orderPrefix: { type: 'text' },
    defaultTaxRate: { type: 'decimal' },
    paymentTermsDays: { type: 'integer' },
    invoicePer: { type: 'text' },
    minOrderValue: { type: 'decimal', precision: 12, scale: 2, nullable: true },
    notifications: { type: 'json' },
    newOrderRecipients: { type: 'uuid[]' },
    portalStock: { type: 'text' },
    contactPhone: { type: 'text', nullable: true },
    updatedAt: { type: 'Date' },
  },
});
