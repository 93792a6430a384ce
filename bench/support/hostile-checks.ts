/**
 * What the hostile run looks for in answers: another tenant's (or another client's) data, and,
 * at the end, writes the app accepted that its API no longer shows.
 */
import type { FuzzRequest } from '../../apps/api/fuzz/requests';
import type { Api, Tenant } from './hostile-world';

interface Secret {
  value: string;
  /** Who may see it: `A`, `B` (the tenant's members), `A/0` (that client's link), `A/*` (every link of A). */
  seenBy: string[];
  name: string;
}

/** Every id, name, email and token of both tenants, with who may see it. */
export function secretsOf(tenants: Tenant[]): Secret[] {
  const secrets: Secret[] = [];
  const add = (value: string, seenBy: string[], name: string) =>
    value && secrets.push({ value, seenBy, name });
  for (const t of tenants) {
    const T = t.label;
    const links = `${T}/*`;
    add(t.providerId, [T, links], `provider ${T}`);
    add(t.name, [T, links], `provider ${T}'s name`);
    for (const [role, p] of Object.entries(t.people)) {
      // The owner's email is the provider's contact on the client's order page.
      add(p.email, role === 'owner' ? [T, links] : [T], `${role} ${T}'s email`);
      add(p.userId, [T], `${role} ${T}'s user id`);
      add(p.token, [T], `${role} ${T}'s token`);
    }
    t.locations.forEach((l, i) => {
      add(l.id, [T, links], `location ${T}${i}`);
      add(l.name, [T, links], `location ${T}${i}'s name`);
    });
    t.products.forEach((p, i) => {
      add(p.id, [T, links], `product ${T}${i}`);
      add(p.name, [T, links], `product ${T}${i}'s name`);
    });
    t.clients.forEach((c, i) => {
      const own = [T, `${T}/${i}`];
      add(c.id, own, `client ${T}${i}`);
      add(c.name, own, `client ${T}${i}'s name`);
      add(c.email, own, `client ${T}${i}'s email`);
      add(c.key, own, `client ${T}${i}'s link key`);
      add(c.linkId, own, `client ${T}${i}'s link id`);
      for (const o of c.orders) add(o, own, `order of client ${T}${i}`);
    });
    for (const f of t.fieldIds) add(f, [T, links], `custom field ${T}`);
  }
  return secrets;
}

/** Who the request's credentials make the caller: a tenant's member, a client's link. */
export function callerOf(tenants: Tenant[], request: FuzzRequest): Set<string> {
  const who = new Set<string>();
  const auth = request.headers.authorization ?? '';
  const text = `${request.url} ${request.payload ?? ''}`;
  for (const t of tenants) {
    for (const p of Object.values(t.people)) if (auth.includes(p.token)) who.add(t.label);
    t.clients.forEach((c, i) => {
      if (text.toLowerCase().includes(c.key.toLowerCase())) {
        who.add(`${t.label}/${i}`);
        who.add(`${t.label}/*`);
      }
    });
  }
  return who;
}

/** The secrets an answer shows that its caller may not see and did not send. */
export function leaksIn(
  secrets: Secret[],
  tenants: Tenant[],
  request: FuzzRequest,
  answer: string,
): string[] {
  const caller = callerOf(tenants, request);
  const sent =
    `${request.url} ${request.payload ?? ''} ${Object.values(request.headers).join(' ')}`.toLowerCase();
  let decoded = sent;
  try {
    decoded = decodeURIComponent(sent);
  } catch {
    // A malformed escape: the raw text is what was sent.
  }
  const lower = answer.toLowerCase();
  return secrets
    .filter(
      (s) =>
        !s.seenBy.some((w) => caller.has(w)) &&
        lower.includes(s.value.toLowerCase()) &&
        !sent.includes(s.value.toLowerCase()) &&
        !decoded.includes(s.value.toLowerCase()),
    )
    .map((s) => s.name);
}

interface OrderView {
  id: string;
  transaction_type: 'ORDER' | 'IN' | 'OUT' | 'ADJUST';
  cancelled: boolean;
  fulfilled: boolean;
  location: { id: string } | null;
  line_items: { product: { id: string }; quantity: number }[];
}

/** Every order of a provider, read page by page as a member reads them. */
export async function allOrders(
  api: Api,
  bearer: string,
  providerId: string,
): Promise<OrderView[]> {
  const orders: OrderView[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await api.must(
      bearer,
      'GET',
      `/api/provider/${providerId}/orders?limit=500&offset=${offset}`,
    );
    orders.push(...page.orders);
    if (page.orders.length < 500) return orders;
  }
}

/**
 * Stock per product and location folded from the orders the API lists (placing, fulfilling
 * and cancelling as docs/architecture.md's stock semantics say), against the inventory the API
 * shows: every accepted movement counted once, none lost.
 */
export async function stockProblems(
  api: Api,
  bearer: string,
  tenant: Tenant,
): Promise<{ problems: string[]; orders: OrderView[] }> {
  const orders = await allOrders(api, bearer, tenant.providerId);
  const expected = new Map<string, { current: number; committed: number }>();
  for (const o of orders) {
    for (const line of o.line_items) {
      const key = `${line.product.id}@${o.location?.id}`;
      const level = expected.get(key) ?? { current: 0, committed: 0 };
      const q = line.quantity;
      if (o.cancelled) {
        // Cancelling reverses the placement: nothing is left of it.
      } else if (o.transaction_type === 'ORDER') {
        if (o.fulfilled) level.current -= q;
        else {
          level.current -= q;
          level.committed += q;
        }
      } else if (o.transaction_type === 'OUT') level.current -= q;
      else level.current += q;
      expected.set(key, level);
    }
  }
  const problems: string[] = [];
  const { inventory } = await api.must(
    bearer,
    'GET',
    `/api/provider/${tenant.providerId}/inventory`,
  );
  const shown = new Map<string, { current: number; committed: number }>();
  for (const row of inventory as {
    product_id: string;
    location_id: string;
    current_stock: number;
    committed_stock: number;
  }[])
    shown.set(`${row.product_id}@${row.location_id}`, {
      current: row.current_stock,
      committed: row.committed_stock,
    });
  for (const [key, want] of expected) {
    let got = shown.get(key);
    if (!got) {
      // Not in the inventory (an inactive product or location): its own stock route.
      const [productId, locationId] = key.split('@');
      const { stock } = await api.must(
        bearer,
        'GET',
        `/api/provider/${tenant.providerId}/product/${productId}/stock`,
      );
      const entry = (
        stock as { location_id: string; current_stock: number; committed_stock: number }[]
      ).find((s) => s.location_id === locationId);
      got = { current: entry?.current_stock ?? 0, committed: entry?.committed_stock ?? 0 };
    }
    if (got.current !== want.current || got.committed !== want.committed)
      problems.push(
        `tenant ${tenant.label}: stock of ${key} is ${got.current} current / ${got.committed} committed, the orders add up to ${want.current} / ${want.committed}`,
      );
  }
  return { problems, orders };
}
