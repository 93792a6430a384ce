import { Access, Area } from './scopes';

export const PROVIDER_PREFIX = '/api/provider/:provider_id';

/**
 * Every provider route, by its pattern after /api/provider/:provider_id, to the area an API key
 * needs a scope of; `null` for routes no key may use whatever its scopes: the provider's
 * account, its team, its keys (a key cannot mint keys), the audit, demo data and the assistant.
 * A route missing here is refused to keys too, and the integration test lists the app's routes
 * against this table, so a new route gets a decision.
 */
export const ROUTE_AREAS: Readonly<Record<string, Area | null>> = {
  '': null,
  '/users': null,
  '/users/:user_id': null,
  '/users/:user_id/resend': null,
  '/api-keys': null,
  '/api-keys/:key_id': null,
  '/webhooks': null,
  '/webhooks/:webhook_id': null,
  '/webhooks/:webhook_id/deliveries': null,
  '/webhooks/:webhook_id/deliveries/:delivery_id/resend': null,
  '/audit/checkpoints': null,
  '/audit/report': null,
  '/demo-data': null,
  '/llm-query-2': null,
  // The business settings are the owner's, in person.
  '/settings': null,
  '/settings/logo': null,
  // The staff app's palette, across areas: a key reads each area's own lists.
  '/search': null,

  '/orders': 'orders',
  '/orders/export.csv': 'orders',
  '/order/:order_id': 'orders',
  '/order/:order_id/history': 'orders',
  '/order/:order_id/margin': 'orders',
  '/order/:order_id/placed-by': 'orders',
  '/order/:order_id/attachments': 'orders',
  '/order/:order_id/attachments/:attachment_id': 'orders',
  '/order/:order_id/shipments': 'orders',
  '/order/:order_id/shipments/:sequence/packing-slip.pdf': 'orders',
  '/order/:order_id/returns': 'orders',
  '/order/:order_id/returns/:sequence/approve': 'orders',
  '/order/:order_id/returns/:sequence/refuse': 'orders',
  '/order/:order_id/returns/:sequence/receive': 'orders',
  '/order/:order_id/returns/:sequence/credit-note': 'orders',
  '/order/:order_id/invoices': 'orders',
  '/invoices/:invoice_id/pdf': 'orders',
  '/invoices/:invoice_id/payments': 'orders',
  '/order/:order_id/release': 'orders',
  '/quotes': 'orders',
  '/quotes/:quote_id': 'orders',
  '/quotes/:quote_id/send': 'orders',
  '/quotes/:quote_id/decline': 'orders',

  '/inventory': 'inventory',
  '/inventory/export.csv': 'inventory',
  '/stock': 'inventory',
  '/stock/explain': 'inventory',
  '/stock/history': 'inventory',
  '/product/:product_id/stock': 'inventory',
  '/locations': 'inventory',
  '/location': 'inventory',
  '/location/:location_id': 'inventory',
  '/transfers': 'inventory',
  '/transfers/export.csv': 'inventory',
  '/transfers/:transfer_id': 'inventory',
  '/transfers/:transfer_id/ship': 'inventory',
  '/transfers/:transfer_id/receive': 'inventory',
  '/transfers/:transfer_id/cancel': 'inventory',
  '/low-stock': 'inventory',
  '/reorder-points': 'inventory',
  '/reorder-points/export.csv': 'inventory',
  '/reorder-points/import': 'inventory',
  '/counts': 'inventory',
  '/counts/:count_id': 'inventory',
  '/counts/:count_id/entries': 'inventory',
  '/counts/:count_id/approve': 'inventory',
  '/counts/:count_id/cancel': 'inventory',
  // Purchasing (suppliers, purchase orders) and stock value: stock coming in and what it is worth.
  '/suppliers': 'inventory',
  '/suppliers/export': 'inventory',
  '/suppliers/import': 'inventory',
  '/suppliers/:supplier_id': 'inventory',
  '/suppliers/:supplier_id/prices': 'inventory',
  '/suppliers/:supplier_id/prices/:product_id': 'inventory',
  '/supplier-prices/export': 'inventory',
  '/supplier-prices/import': 'inventory',
  '/products/:product_id/suppliers': 'inventory',
  '/purchase-orders': 'inventory',
  '/purchase-orders/suggestions': 'inventory',
  '/purchase-orders/on-order': 'inventory',
  '/purchase-orders/:purchase_order_id': 'inventory',
  '/purchase-orders/:purchase_order_id/purchase-order.pdf': 'inventory',
  '/purchase-orders/:purchase_order_id/send': 'inventory',
  '/purchase-orders/:purchase_order_id/receive': 'inventory',
  '/purchase-orders/:purchase_order_id/receipts/:receipt_id/cost': 'inventory',
  '/purchase-orders/:purchase_order_id/close': 'inventory',
  '/purchase-orders/:purchase_order_id/cancel': 'inventory',
  '/stock-value': 'inventory',
  '/stock-value/cogs': 'inventory',
  '/stock-value/products': 'inventory',
  '/lots': 'inventory',
  '/lots/export.csv': 'inventory',
  '/lots/movements.csv': 'inventory',
  '/lots/:lot_code/trace': 'inventory',

  '/products': 'catalog',
  '/product': 'catalog',
  '/product/:product_id': 'catalog',
  '/products/export.csv': 'catalog',
  '/products/import': 'catalog',
  '/metadata/fields': 'catalog',
  '/metadata/fields/:id': 'catalog',
  '/files': 'catalog',

  '/client': 'clients',
  '/client/:client_id': 'clients',
  '/client/:client_id/link': 'clients',
  '/client/:client_id/buyers': 'clients',
  '/client/:client_id/buyers/:buyer_id': 'clients',
  '/client/:client_id/link_request': 'clients',
  '/client/:client_id/link_request/withdraw': 'clients',
  '/client/:client_id/credit': 'clients',
  '/provider_client': 'clients',
  '/provider_clients': 'clients',
  '/provider_client/:id': 'clients',
  '/client_product_price': 'clients',
  '/client_product_price/:id': 'clients',
  '/client_product_availability': 'clients',
  '/client_product_availability/:id': 'clients',
  '/client_product_rules': 'clients',
  '/client_product_rules/:id': 'clients',
  '/client_price_breaks': 'clients',
  '/client_price_breaks/:id': 'clients',
  '/clients/export.csv': 'clients',
  '/clients/import': 'clients',
};

/** What a route needs of a key: an area, and read for GET/HEAD, write for anything else. */
export interface RouteScope {
  area: Area;
  access: Access;
}

/** The scope a provider route needs of a key, or null when keys may not use it at all. */
export function routeScope(method: string, routePath: string): RouteScope | null {
  if (!routePath.startsWith(PROVIDER_PREFIX)) return null;
  const rest = routePath.slice(PROVIDER_PREFIX.length);
  const area = Object.hasOwn(ROUTE_AREAS, rest) ? ROUTE_AREAS[rest] : null;
  if (!area) return null;
  const access: Access = ['GET', 'HEAD'].includes(method.toUpperCase()) ? 'read' : 'write';
  return { area, access };
}

export const KEY_REFUSED_ROUTE =
  "API keys cannot be used here: keys reach orders, inventory, the catalog and clients, not the provider's account, team, keys, audit or billing.";
export const OTHER_PROVIDER = 'This API key belongs to another provider.';
