import { BusinessSettings } from '../domain/business-settings';
import { SettingsResponse } from '../responses/settings.response.dto';

export function settingsView(settings: BusinessSettings): SettingsResponse {
  return {
    legal_name: settings.legalName,
    address: settings.address,
    tax_id: settings.taxId,
    has_logo: settings.logoKey !== null,
    currency: settings.currency,
    locale: settings.locale,
    order_prefix: settings.orderPrefix,
    default_tax_rate: settings.defaultTaxRate,
    payment_terms_days: settings.paymentTermsDays,
    invoice_per: settings.invoicePer,
    min_order_value: settings.minOrderValue,
    notifications: { ...settings.notifications },
    new_order_recipients: [...settings.newOrderRecipients],
    portal_stock: settings.portalStock,
    contact_phone: settings.contactPhone,
  };
}
