/**
 * The permissions a member can be denied (docs/product.md §6), written once: each one's id, the
 * sentence a denied member reads, how the team screen names it, and the actions it gates. An
 * action is an API route as the OpenAPI document writes it (`METHOD /api/path/{param}`); where
 * the route alone does not decide, `when` says which of its requests the permission gates.
 * The server's guard, the handlers that decide from a request's content, and the web app (which
 * receives this table with every session) all read it; a route added under /api/provider/ that
 * changes something is either gated here or listed in MEMBERSHIP_ONLY_ROUTES.
 */

/** `METHOD /api/path/{param}`, as the OpenAPI document writes a route. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** What a request changes, where only some of a route's requests need the permission. */
export type GatedChange = 'status' | 'custom_values';

/** Which requests of a route a permission gates, when not every one of them. */
export interface GateCase {
  /**
   * The order's or movement's `transaction_type`: the one the request places, or the one of the
   * order it changes (ORDER, ADJUST, IN, OUT).
   */
  transaction_types?: readonly string[];
  /** Only requests that change this: an order's status (fulfil, cancel), or custom-field values. */
  changes?: GatedChange;
}

/** One action a permission gates. */
export interface Gate {
  route: RouteKey;
  /** Absent: every request of the route. */
  when?: GateCase;
}

export interface PermissionRule {
  id: string;
  /** What the server answers (403) a member denied it, and what the screens show them. */
  refusal: string;
  /** How the team screen's switch names it, and what it says it allows. */
  label: string;
  description: string;
  gates: readonly Gate[];
}

const MOVEMENTS = ['ADJUST', 'IN', 'OUT'] as const;

const TABLE = [
  {
    id: 'inventory:update',
    refusal: "You don't have permission to adjust inventory.",
    label: 'Update inventory',
    description: 'Adjust stock levels, metadata, and availability',
    gates: [
      { route: 'POST /api/order', when: { transaction_types: MOVEMENTS } },
      {
        route: 'PUT /api/provider/{provider_id}/order/{order_id}',
        when: { transaction_types: MOVEMENTS, changes: 'status' },
      },
      { route: 'POST /api/provider/{provider_id}/metadata/fields' },
      { route: 'PUT /api/provider/{provider_id}/metadata/fields/{id}' },
      { route: 'POST /api/provider/{provider_id}/product', when: { changes: 'custom_values' } },
      {
        route: 'PUT /api/provider/{provider_id}/product/{product_id}',
        when: { changes: 'custom_values' },
      },
      {
        route: 'POST /api/provider/{provider_id}/products/import',
        when: { changes: 'custom_values' },
      },
      { route: 'POST /api/provider/{provider_id}/client_product_availability' },
      { route: 'DELETE /api/provider/{provider_id}/client_product_availability/{id}' },
      { route: 'POST /api/provider/{provider_id}/transfers' },
      { route: 'POST /api/provider/{provider_id}/transfers/{transfer_id}/ship' },
      { route: 'POST /api/provider/{provider_id}/transfers/{transfer_id}/receive' },
      { route: 'POST /api/provider/{provider_id}/transfers/{transfer_id}/cancel' },
      { route: 'PUT /api/provider/{provider_id}/reorder-points' },
      { route: 'POST /api/provider/{provider_id}/reorder-points/import' },
      { route: 'POST /api/provider/{provider_id}/counts' },
      { route: 'POST /api/provider/{provider_id}/counts/{count_id}/entries' },
      { route: 'POST /api/provider/{provider_id}/counts/{count_id}/approve' },
      { route: 'POST /api/provider/{provider_id}/counts/{count_id}/cancel' },
      // Receiving a return puts its units back into stock.
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/receive' },
      // Suppliers and their prices: whom stock is bought from, and at what (modules/purchasing).
      { route: 'POST /api/provider/{provider_id}/suppliers' },
      { route: 'PUT /api/provider/{provider_id}/suppliers/{supplier_id}' },
      { route: 'POST /api/provider/{provider_id}/suppliers/import' },
      { route: 'PUT /api/provider/{provider_id}/suppliers/{supplier_id}/prices/{product_id}' },
      { route: 'DELETE /api/provider/{provider_id}/suppliers/{supplier_id}/prices/{product_id}' },
      { route: 'POST /api/provider/{provider_id}/supplier-prices/import' },
      // Purchase orders: drafted, sent, received (their receipts are IN movements), closed.
      { route: 'POST /api/provider/{provider_id}/purchase-orders' },
      { route: 'PUT /api/provider/{provider_id}/purchase-orders/{purchase_order_id}' },
      { route: 'POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/send' },
      { route: 'POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/receive' },
      {
        route:
          'POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/receipts/{receipt_id}/cost',
      },
      { route: 'POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/close' },
      { route: 'POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/cancel' },
    ],
  },
  {
    id: 'orders:create',
    refusal: "You don't have permission to place orders.",
    label: 'Place orders',
    description: 'Create new orders on behalf of clients or providers',
    gates: [
      { route: 'POST /api/order', when: { transaction_types: ['ORDER'] } },
      {
        route: 'PUT /api/provider/{provider_id}/order/{order_id}',
        when: { transaction_types: ['ORDER'], changes: 'status' },
      },
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/shipments' },
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/invoices' },
      // A payment recorded against an invoice, and an order released from its credit hold.
      { route: 'POST /api/provider/{provider_id}/invoices/{invoice_id}/payments' },
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/release' },
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/returns' },
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/credit-note' },
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/approve' },
      { route: 'POST /api/provider/{provider_id}/order/{order_id}/returns/{sequence}/refuse' },
      // A quote, once accepted, becomes an order at its prices: pricing one is placing one.
      { route: 'PUT /api/provider/{provider_id}/quotes/{quote_id}' },
      { route: 'POST /api/provider/{provider_id}/quotes/{quote_id}/send' },
      { route: 'POST /api/provider/{provider_id}/quotes/{quote_id}/decline' },
      // Whoever holds a client's link orders as that client.
      { route: 'GET /api/provider/{provider_id}/client/{client_id}/link' },
      { route: 'POST /api/provider/{provider_id}/client/{client_id}/link' },
      // A client's buyer orders as the client too (modules/buyers).
      { route: 'POST /api/provider/{provider_id}/client/{client_id}/buyers' },
      { route: 'PUT /api/provider/{provider_id}/client/{client_id}/buyers/{buyer_id}' },
      { route: 'DELETE /api/provider/{provider_id}/client/{client_id}/buyers/{buyer_id}' },
    ],
  },
] as const satisfies readonly PermissionRule[];

export type Permission = (typeof TABLE)[number]['id'];

/** The routes the table gates (in every request or in some), by name: typed, so a typo fails. */
export type GatedRoute = (typeof TABLE)[number]['gates'][number]['route'];

/** The table, in the order the team screen lists it. */
export const PERMISSION_TABLE: readonly (PermissionRule & { id: Permission })[] = TABLE;

export const PERMISSIONS: readonly Permission[] = TABLE.map((rule) => rule.id);

export const PERMISSION_REFUSALS = Object.fromEntries(
  TABLE.map((rule) => [rule.id, rule.refusal]),
) as Record<Permission, string>;

/**
 * The routes under /api/provider/ that change something and need no permission: membership is
 * enough (the owner's and the team's own rules, and the auditors', still apply).
 */
export const MEMBERSHIP_ONLY_ROUTES: readonly RouteKey[] = [
  'POST /api/provider/{provider_id}/api-keys',
  'DELETE /api/provider/{provider_id}/api-keys/{key_id}',
  'POST /api/provider/{provider_id}/audit/checkpoints',
  'POST /api/provider/{provider_id}/client',
  'PUT /api/provider/{provider_id}/client/{client_id}',
  // A client's payment terms and credit limit: terms of sale, as editing the client is.
  'PUT /api/provider/{provider_id}/client/{client_id}/credit',
  'POST /api/provider/{provider_id}/client/{client_id}/link_request/withdraw',
  'POST /api/provider/{provider_id}/client_product_price',
  'PUT /api/provider/{provider_id}/client_product_price/{id}',
  'DELETE /api/provider/{provider_id}/client_product_price/{id}',
  // A client's own minimum and case pack: terms of sale, as its custom prices are.
  'POST /api/provider/{provider_id}/client_product_rules',
  'PUT /api/provider/{provider_id}/client_product_rules/{id}',
  'DELETE /api/provider/{provider_id}/client_product_rules/{id}',
  // A client's own quantity breaks: terms of sale too.
  'POST /api/provider/{provider_id}/client_price_breaks',
  'PUT /api/provider/{provider_id}/client_price_breaks/{id}',
  'DELETE /api/provider/{provider_id}/client_price_breaks/{id}',
  'POST /api/provider/{provider_id}/clients/import',
  'POST /api/provider/{provider_id}/demo-data',
  'DELETE /api/provider/{provider_id}/demo-data',
  'POST /api/provider/{provider_id}/files',
  'POST /api/provider/{provider_id}/llm-query-2',
  'POST /api/provider/{provider_id}/location',
  'PUT /api/provider/{provider_id}/location/{location_id}',
  'POST /api/provider/{provider_id}/order/{order_id}/attachments',
  'DELETE /api/provider/{provider_id}/order/{order_id}/attachments/{attachment_id}',
  'PUT /api/provider/{provider_id}/provider_client/{id}',
  // The owner's alone, which their handlers check.
  'PUT /api/provider/{provider_id}/settings',
  'PUT /api/provider/{provider_id}/settings/logo',
  'DELETE /api/provider/{provider_id}/settings/logo',
  'POST /api/provider/{provider_id}/users',
  'PUT /api/provider/{provider_id}/users/{user_id}',
  'POST /api/provider/{provider_id}/users/{user_id}/resend',
  'POST /api/provider/{provider_id}/webhooks',
  'PATCH /api/provider/{provider_id}/webhooks/{webhook_id}',
  'DELETE /api/provider/{provider_id}/webhooks/{webhook_id}',
  'POST /api/provider/{provider_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/resend',
];

/**
 * The route of a request as the table names it: the HTTP server's pattern
 * (`/api/provider/:provider_id/x`) in the document's form; a HEAD is its GET.
 */
export function routeKey(method: string, pattern: string): string {
  const verb = method.toUpperCase();
  return `${verb === 'HEAD' ? 'GET' : verb} ${pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** What a handler knows of a request that the route alone does not say (see GateCase). */
export interface ActionFacts {
  transaction_type?: string;
  changes?: readonly GatedChange[];
}

function covers(when: GateCase | undefined, facts: ActionFacts): boolean {
  if (!when) return true;
  if (when.transaction_types && !when.transaction_types.includes(facts.transaction_type ?? ''))
    return false;
  return !when.changes || Boolean(facts.changes?.includes(when.changes));
}

/**
 * The permissions an action needs: the route's, and with `facts`, those of the cases they
 * match. Without facts only the gates of every request of the route apply (what a guard that
 * has read nothing but the route can check).
 */
export function permissionsFor(route: string, facts: ActionFacts = {}): Permission[] {
  return PERMISSION_TABLE.filter((rule) =>
    rule.gates.some((gate) => gate.route === route && covers(gate.when, facts)),
  ).map((rule) => rule.id);
}

/** Every route the table names, gated in some case or listed as needing membership only. */
export function classifiedRoutes(): Set<string> {
  return new Set<string>([
    ...PERMISSION_TABLE.flatMap((rule) => rule.gates.map((gate) => gate.route)),
    ...MEMBERSHIP_ONLY_ROUTES,
  ]);
}

export interface Member {
  userId: string;
  providerId: string;
  /** The owner is the member nobody invited. */
  isOwner: boolean;
  permissionsDenied: string[];
  /**
   * Set when the caller is one of the provider's API keys rather than a person: the key acts
   * within its scopes, and what it does is recorded as the key's (by id and name).
   */
  apiKey?: ApiKeyActor;
}

export interface ApiKeyActor {
  id: string;
  name: string;
  scopes: readonly string[];
}

/**
 * A member denied every permission is an auditor: read-only everywhere, not just where a
 * permission is named (docs/decisions/auditors-are-read-only-members.md).
 */
export function isAuditor(member: Pick<Member, 'permissionsDenied'>): boolean {
  return PERMISSIONS.every((permission) => member.permissionsDenied.includes(permission));
}

export const AUDITOR_REFUSAL = 'Auditors have read-only access.';

/** Requests that change nothing: reads, and the few POSTs that only ask (the assistant). */
export function isReadOnly(method: string, routePath: string): boolean {
  return (
    ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) || /\/llm-query-2$/.test(routePath)
  );
}

/**
 * Why the member may not do the action (`route`, and what the handler knows of the request),
 * in the table's words; undefined when no permission it needs is denied.
 */
export function actionRefusal(
  member: Pick<Member, 'permissionsDenied'>,
  route: string,
  facts?: ActionFacts,
): string | undefined {
  const denied = permissionsFor(route, facts).find((p) => member.permissionsDenied.includes(p));
  return denied && PERMISSION_REFUSALS[denied];
}
