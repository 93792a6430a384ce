/**
 * The French catalog, every namespace: loaded as one chunk when a user who reads French opens
 * the app or picks French (../../i18n/index.ts).
 */

import apiKeys from './api-keys.json';
import assistant from './assistant.json';
import audit from './audit.json';
import auth from './auth.json';
import billing from './billing.json';
import buyers from './buyers.json';
import clientPortal from './client-portal.json';
import clients from './clients.json';
import common from './common.json';
import counts from './counts.json';
import credit from './credit.json';
import customFields from './custom-fields.json';
import inventory from './inventory.json';
import landing from './landing.json';
import locations from './locations.json';
import lots from './lots.json';
import lowStock from './low-stock.json';
import movements from './movements.json';
import orderForm from './order-form.json';
import orders from './orders.json';
import products from './products.json';
import provider from './provider.json';
import purchaseOrders from './purchase-orders.json';
import purchasing from './purchasing.json';
import quotes from './quotes.json';
import search from './search.json';
import settings from './settings.json';
import stockValue from './stock-value.json';
import team from './team.json';
import transfers from './transfers.json';
import webhooks from './webhooks.json';

export default {
  common,
  orders,
  inventory,
  movements,
  locations,
  'order-form': orderForm,
  'client-portal': clientPortal,
  landing,
  audit,
  assistant,
  search,
  clients,
  products,
  'custom-fields': customFields,
  settings,
  team,
  auth,
  provider,
  'api-keys': apiKeys,
  webhooks,
  billing,
  buyers,
  transfers,
  lots,
  counts,
  'low-stock': lowStock,
  quotes,
  credit,
  purchasing,
  'purchase-orders': purchaseOrders,
  'stock-value': stockValue,
};
