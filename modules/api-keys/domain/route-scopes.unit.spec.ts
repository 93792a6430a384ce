import { ROUTE_AREAS, routeScope } from './route-scopes';
import {
  allows,
  missingScope,
  normalizeScopes,
  orderTypeArea,
  SCOPES,
  scopeRefusal,
} from './scopes';

const P = '/api/provider/:provider_id';

/** Every provider route the app registers (the int spec checks the app has no other), and what a key needs. */
const EVERY_ROUTE: [method: string, path: string, needs: string | null][] = [
  ['get', `${P}`, null],
  ['get', `${P}/users`, null],
  ['post', `${P}/users`, null],
  ['put', `${P}/users/:user_id`, null],
  ['post', `${P}/users/:user_id/resend`, null],
  ['get', `${P}/api-keys`, null],
  ['post', `${P}/api-keys`, null],
  ['delete', `${P}/api-keys/:key_id`, null],
  ['get', `${P}/audit/checkpoints`, null],
  ['post', `${P}/audit/checkpoints`, null],
  ['get', `${P}/audit/report`, null],
  ['get', `${P}/demo-data`, null],
  ['get', `${P}/webhooks`, null],
  ['post', `${P}/webhooks`, null],
  ['patch', `${P}/webhooks/:webhook_id`, null],
  ['delete', `${P}/webhooks/:webhook_id`, null],
  ['get', `${P}/webhooks/:webhook_id/deliveries`, null],
  ['post', `${P}/webhooks/:webhook_id/deliveries/:delivery_id/resend`, null],
  ['post', `${P}/demo-data`, null],
  ['delete', `${P}/demo-data`, null],
  ['post', `${P}/llm-query-2`, null],

  ['get', `${P}/orders`, 'orders:read'],
  ['get', `${P}/orders/export.csv`, 'orders:read'],
  ['get', `${P}/transfers`, 'inventory:read'],
  ['post', `${P}/transfers`, 'inventory:write'],
  ['get', `${P}/transfers/export.csv`, 'inventory:read'],
  ['get', `${P}/transfers/:transfer_id`, 'inventory:read'],
  ['post', `${P}/transfers/:transfer_id/ship`, 'inventory:write'],
  ['post', `${P}/transfers/:transfer_id/receive`, 'inventory:write'],
  ['post', `${P}/transfers/:transfer_id/cancel`, 'inventory:write'],
  ['get', `${P}/low-stock`, 'inventory:read'],
  ['get', `${P}/reorder-points`, 'inventory:read'],
  ['put', `${P}/reorder-points`, 'inventory:write'],
  ['get', `${P}/reorder-points/export.csv`, 'inventory:read'],
  ['post', `${P}/reorder-points/import`, 'inventory:write'],
  ['get', `${P}/counts`, 'inventory:read'],
  ['post', `${P}/counts`, 'inventory:write'],
  ['get', `${P}/counts/:count_id`, 'inventory:read'],
  ['post', `${P}/counts/:count_id/entries`, 'inventory:write'],
  ['post', `${P}/counts/:count_id/approve`, 'inventory:write'],
  ['post', `${P}/counts/:count_id/cancel`, 'inventory:write'],
  ['get', `${P}/lots`, 'inventory:read'],
  ['get', `${P}/lots/export.csv`, 'inventory:read'],
  ['get', `${P}/lots/movements.csv`, 'inventory:read'],
  ['get', `${P}/lots/:lot_code/trace`, 'inventory:read'],
  ['get', `${P}/client/:client_id/link_request`, 'clients:read'],
  ['post', `${P}/client/:client_id/link_request/withdraw`, 'clients:write'],
  ['get', `${P}/order/:order_id`, 'orders:read'],
  ['put', `${P}/order/:order_id`, 'orders:write'],
  ['get', `${P}/order/:order_id/history`, 'orders:read'],
  ['get', `${P}/order/:order_id/margin`, 'orders:read'],
  ['post', `${P}/order/:order_id/attachments`, 'orders:write'],
  ['delete', `${P}/order/:order_id/attachments/:attachment_id`, 'orders:write'],

  ['get', `${P}/inventory`, 'inventory:read'],
  ['get', `${P}/inventory/export.csv`, 'inventory:read'],
  ['get', `${P}/stock`, 'inventory:read'],
  ['get', `${P}/stock/explain`, 'inventory:read'],
  ['get', `${P}/stock/history`, 'inventory:read'],
  ['get', `${P}/product/:product_id/stock`, 'inventory:read'],
  ['get', `${P}/locations`, 'inventory:read'],
  ['post', `${P}/location`, 'inventory:write'],
  ['get', `${P}/location/:location_id`, 'inventory:read'],
  ['put', `${P}/location/:location_id`, 'inventory:write'],

  ['get', `${P}/products`, 'catalog:read'],
  ['post', `${P}/product`, 'catalog:write'],
  ['get', `${P}/product/:product_id`, 'catalog:read'],
  ['put', `${P}/product/:product_id`, 'catalog:write'],
  ['get', `${P}/products/export.csv`, 'catalog:read'],
  ['post', `${P}/products/import`, 'catalog:write'],
  ['get', `${P}/metadata/fields`, 'catalog:read'],
  ['post', `${P}/metadata/fields`, 'catalog:write'],
  ['put', `${P}/metadata/fields/:id`, 'catalog:write'],
  ['post', `${P}/files`, 'catalog:write'],

  ['post', `${P}/client`, 'clients:write'],
  ['get', `${P}/client/:client_id`, 'clients:read'],
  ['put', `${P}/client/:client_id`, 'clients:write'],
  ['get', `${P}/client/:client_id/link`, 'clients:read'],
  ['post', `${P}/client/:client_id/link`, 'clients:write'],
  ['get', `${P}/client/:client_id/credit`, 'clients:read'],
  ['put', `${P}/client/:client_id/credit`, 'clients:write'],
  ['get', `${P}/client/:client_id/buyers`, 'clients:read'],
  ['post', `${P}/client/:client_id/buyers`, 'clients:write'],
  ['put', `${P}/client/:client_id/buyers/:buyer_id`, 'clients:write'],
  ['delete', `${P}/client/:client_id/buyers/:buyer_id`, 'clients:write'],
  ['get', `${P}/order/:order_id/placed-by`, 'orders:read'],
  ['get', `${P}/provider_client`, 'clients:read'],
  ['get', `${P}/provider_clients`, 'clients:read'],
  ['put', `${P}/provider_client/:id`, 'clients:write'],
  ['get', `${P}/client_product_price`, 'clients:read'],
  ['post', `${P}/client_product_price`, 'clients:write'],
  ['put', `${P}/client_product_price/:id`, 'clients:write'],
  ['delete', `${P}/client_product_price/:id`, 'clients:write'],
  ['get', `${P}/client_product_availability`, 'clients:read'],
  ['post', `${P}/client_product_availability`, 'clients:write'],
  ['delete', `${P}/client_product_availability/:id`, 'clients:write'],
  ['get', `${P}/client_product_rules`, 'clients:read'],
  ['post', `${P}/client_product_rules`, 'clients:write'],
  ['put', `${P}/client_product_rules/:id`, 'clients:write'],
  ['delete', `${P}/client_product_rules/:id`, 'clients:write'],
  ['get', `${P}/client_price_breaks`, 'clients:read'],
  ['post', `${P}/client_price_breaks`, 'clients:write'],
  ['put', `${P}/client_price_breaks/:id`, 'clients:write'],
  ['delete', `${P}/client_price_breaks/:id`, 'clients:write'],
  ['get', `${P}/clients/export.csv`, 'clients:read'],
  ['post', `${P}/clients/import`, 'clients:write'],
  ['get', `${P}/settings`, null],
  ['put', `${P}/settings`, null],
  ['put', `${P}/settings/logo`, null],
  ['get', `${P}/search`, null],
  ['get', `${P}/order/:order_id/shipments`, 'orders:read'],
  ['post', `${P}/order/:order_id/shipments`, 'orders:write'],
  ['get', `${P}/order/:order_id/shipments/:sequence/packing-slip.pdf`, 'orders:read'],
  ['get', `${P}/order/:order_id/returns`, 'orders:read'],
  ['post', `${P}/order/:order_id/returns`, 'orders:write'],
  ['post', `${P}/order/:order_id/returns/:sequence/approve`, 'orders:write'],
  ['post', `${P}/order/:order_id/returns/:sequence/refuse`, 'orders:write'],
  ['post', `${P}/order/:order_id/returns/:sequence/receive`, 'orders:write'],
  ['post', `${P}/order/:order_id/returns/:sequence/credit-note`, 'orders:write'],
  ['get', `${P}/order/:order_id/invoices`, 'orders:read'],
  ['post', `${P}/order/:order_id/invoices`, 'orders:write'],
  ['get', `${P}/invoices/:invoice_id/pdf`, 'orders:read'],
  ['post', `${P}/invoices/:invoice_id/payments`, 'orders:write'],
  ['post', `${P}/order/:order_id/release`, 'orders:write'],
  ['get', `${P}/quotes`, 'orders:read'],
  ['get', `${P}/quotes/:quote_id`, 'orders:read'],
  ['put', `${P}/quotes/:quote_id`, 'orders:write'],
  ['post', `${P}/quotes/:quote_id/send`, 'orders:write'],
  ['post', `${P}/quotes/:quote_id/decline`, 'orders:write'],
  ['get', `${P}/suppliers`, 'inventory:read'],
  ['post', `${P}/suppliers`, 'inventory:write'],
  ['get', `${P}/suppliers/export`, 'inventory:read'],
  ['post', `${P}/suppliers/import`, 'inventory:write'],
  ['get', `${P}/suppliers/:supplier_id`, 'inventory:read'],
  ['put', `${P}/suppliers/:supplier_id`, 'inventory:write'],
  ['get', `${P}/suppliers/:supplier_id/prices`, 'inventory:read'],
  ['put', `${P}/suppliers/:supplier_id/prices/:product_id`, 'inventory:write'],
  ['delete', `${P}/suppliers/:supplier_id/prices/:product_id`, 'inventory:write'],
  ['get', `${P}/supplier-prices/export`, 'inventory:read'],
  ['post', `${P}/supplier-prices/import`, 'inventory:write'],
  ['get', `${P}/products/:product_id/suppliers`, 'inventory:read'],
  ['get', `${P}/purchase-orders`, 'inventory:read'],
  ['post', `${P}/purchase-orders`, 'inventory:write'],
  ['get', `${P}/purchase-orders/suggestions`, 'inventory:read'],
  ['get', `${P}/purchase-orders/on-order`, 'inventory:read'],
  ['get', `${P}/purchase-orders/:purchase_order_id`, 'inventory:read'],
  ['put', `${P}/purchase-orders/:purchase_order_id`, 'inventory:write'],
  ['get', `${P}/purchase-orders/:purchase_order_id/purchase-order.pdf`, 'inventory:read'],
  ['post', `${P}/purchase-orders/:purchase_order_id/send`, 'inventory:write'],
  ['post', `${P}/purchase-orders/:purchase_order_id/receive`, 'inventory:write'],
  ['post', `${P}/purchase-orders/:purchase_order_id/receipts/:receipt_id/cost`, 'inventory:write'],
  ['post', `${P}/purchase-orders/:purchase_order_id/close`, 'inventory:write'],
  ['post', `${P}/purchase-orders/:purchase_order_id/cancel`, 'inventory:write'],
  ['get', `${P}/stock-value`, 'inventory:read'],
  ['get', `${P}/stock-value/cogs`, 'inventory:read'],
  ['get', `${P}/stock-value/products`, 'inventory:read'],
];

describe('the scope an API key needs on each provider route', () => {
  it.each(EVERY_ROUTE)('%s %s needs %s', (method, path, needs) => {
    const scope = routeScope(method, path);
    expect(scope && `${scope.area}:${scope.access}`).toBe(needs);
  });

  it('has a decision for every route of the table, and the table no more routes than the app', () => {
    const listed = new Set(EVERY_ROUTE.map(([, path]) => path.slice(P.length)));
    expect([...listed].sort()).toEqual(Object.keys(ROUTE_AREAS).sort());
  });

  it('refuses a route it does not know, and any route outside the provider routes', () => {
    expect(routeScope('GET', `${P}/something-new`)).toBeNull();
    expect(routeScope('GET', '/api/billing/:provider_id')).toBeNull();
    expect(routeScope('POST', '/api/auth/login')).toBeNull();
  });

  it('reads with GET and HEAD, writes with anything else', () => {
    expect(routeScope('HEAD', `${P}/orders`)).toEqual({ area: 'orders', access: 'read' });
    expect(routeScope('PATCH', `${P}/order/:order_id`)).toEqual({
      area: 'orders',
      access: 'write',
    });
  });
});

describe('scopes', () => {
  it('are read and write of four areas', () => {
    expect(SCOPES).toEqual([
      'orders:read',
      'orders:write',
      'inventory:read',
      'inventory:write',
      'catalog:read',
      'catalog:write',
      'clients:read',
      'clients:write',
    ]);
  });

  it('let write include read, and nothing reach another area', () => {
    expect(allows(['orders:write'], 'orders', 'read')).toBe(true);
    expect(allows(['orders:read'], 'orders', 'write')).toBe(false);
    expect(allows(['orders:write'], 'inventory', 'read')).toBe(false);
    expect(scopeRefusal(['orders:read'], 'orders', 'write')).toBe(missingScope('orders:write'));
    expect(scopeRefusal(['orders:read'], 'orders', 'write')).toBe(
      'This API key lacks the orders:write scope.',
    );
  });

  it('are stored known, once, in order', () => {
    expect(normalizeScopes(['clients:read', 'orders:read', 'x', 'orders:read'])).toEqual([
      'orders:read',
      'clients:read',
    ]);
  });

  it('place an ORDER with orders, a movement with inventory', () => {
    expect(orderTypeArea('ORDER')).toBe('orders');
    for (const type of ['ADJUST', 'IN', 'OUT']) expect(orderTypeArea(type)).toBe('inventory');
  });
});
