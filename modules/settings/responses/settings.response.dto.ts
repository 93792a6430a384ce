/** Which mails the provider's clients receive; each is on until switched off. */
export class NotificationSwitchesResponse {
  order_received!: boolean;
  order_shipped!: boolean;
  invoice_issued!: boolean;
  order_cancelled!: boolean;
  return_answered!: boolean;
}

/** A provider's business settings (the defaults until changed). */
export class SettingsResponse {
  /** The name documents carry; null: the provider's name. */
  legal_name!: string | null;
  /** Postal address, lines separated by newlines. */
  address!: string | null;
  tax_id!: string | null;
  /** Whether a logo is set (GET …/settings/logo answers it). */
  has_logo!: boolean;
  /** ISO 4217, e.g. USD. */
  currency!: string;
  /** BCP 47, e.g. en-US: how amounts and dates are written. */
  locale!: string;
  /** What comes before an order's number (`#` gives #1001). */
  order_prefix!: string;
  /** Percent, the rate of products that set none. */
  default_tax_rate!: number;
  /** Days from an invoice's date to its due date. */
  payment_terms_days!: number;
  /** One invoice per order, or one per shipment. */
  invoice_per!: 'ORDER' | 'SHIPMENT';
  /**
   * The smallest total before tax a client may order through the portal, in `currency`; null:
   * none. Staff placing an order for a client are only warned.
   */
  min_order_value!: number | null;
  notifications!: NotificationSwitchesResponse;
  /** Members (user ids) mailed when a client places an order through the portal. */
  new_order_recipients!: string[];
  /**
   * How the client portal shows stock: `exact` ("Available: N"), or `words` (in stock, low, out
   * of stock; the number is never sent to clients).
   */
  portal_stock!: 'exact' | 'words';
  /** The phone number the client portal gives clients; null for none. */
  contact_phone!: string | null;
}

export class OneSettingsResponse {
  settings!: SettingsResponse;
}
