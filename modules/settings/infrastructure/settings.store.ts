import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BusinessSettings, DEFAULT_SETTINGS } from '../domain/business-settings';
import { SettingsRow } from './settings.entity';

/** Writes a provider's settings: the row is made on the first change, under a row lock after. */
@Injectable()
export class SettingsStore {
  constructor(private readonly em: EntityManager) {}

  /** Applies `change` to the settings as they are, in one transaction that locks the row. */
  async change(
    providerId: string,
    change: (current: BusinessSettings) => BusinessSettings,
  ): Promise<BusinessSettings> {
    return this.em.transactional(async (em) => {
      // The first change of two racing ones makes the row; the second waits on its lock.
      await em.execute(
        `INSERT INTO business_settings (provider_id, currency, locale, order_prefix, default_tax_rate,
                                        payment_terms_days, invoice_per, notifications)
         SELECT ?, 'USD', 'en-US', '#', 0, 30, 'ORDER', '{}'
         WHERE NOT EXISTS (SELECT 1 FROM business_settings WHERE provider_id = ?)
         ON CONFLICT (provider_id) DO NOTHING`,
        [providerId, providerId],
      );
      const row = await em.findOneOrFail(
        SettingsRow,
        { providerId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const next = change({
        legalName: row.legalName,
        address: row.address,
        taxId: row.taxId,
        logoKey: row.logoKey,
        currency: row.currency,
        locale: row.locale,
        orderPrefix: row.orderPrefix,
        defaultTaxRate: Number(row.defaultTaxRate),
        paymentTermsDays: row.paymentTermsDays,
        invoicePer: row.invoicePer,
        minOrderValue: row.minOrderValue === null ? null : Number(row.minOrderValue),
        notifications: { ...DEFAULT_SETTINGS.notifications, ...row.notifications },
        newOrderRecipients: row.newOrderRecipients,
        portalStock: row.portalStock,
        contactPhone: row.contactPhone,
      });
      Object.assign(row, {
        legalName: next.legalName,
        address: next.address,
        taxId: next.taxId,
        logoKey: next.logoKey,
        currency: next.currency,
        locale: next.locale,
        orderPrefix: next.orderPrefix,
        defaultTaxRate: String(next.defaultTaxRate),
        paymentTermsDays: next.paymentTermsDays,
        invoicePer: next.invoicePer,
        minOrderValue: next.minOrderValue === null ? null : next.minOrderValue.toFixed(2),
        notifications: next.notifications,
        newOrderRecipients: next.newOrderRecipients,
        portalStock: next.portalStock,
        contactPhone: next.contactPhone,
        updatedAt: new Date(),
      });
      await em.flush();
      return next;
    });
  }
}
