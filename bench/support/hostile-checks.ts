/**
 * What the hostile run looks for in answers: another tenant's (or another client's) data, and,
 * at the end, writes the app accepted that its API no longer shows.
 */
import type { FuzzRequest } from '../../apps/api/fuzz/requests';
import type { Api, Tenant } from './hostile-world';

interface Secret {
  value: string;
  /** Values of one thing (a person's id, email and token): sending one makes the others visible. */
  group: string;
  /** Who may see it: `A`, `B` (the tenant's members), `A/0` (that client's link), `A/*` (every link of A). */
  seenBy: string[];
  name: string;
}

/** Every id, name, email and token of both tenants, with who may see it. */
export function secretsOf(tenants: Tenant[]): Secret[] {
  const secrets: Secret[] = [];
  const add = (value: string, seenBy: string[], name: string, group = name) =>
    value && secrets.push({ value, seenBy, name, group });
  for (const t of tenants) {
    const T = t.label;
    const links = `${T}/*`;
    add(t.providerId, [T, links], `provider ${T}`);
    add(t.name, [T, links], `provider ${T}'s name`);
    for (const [role, p] of Object.entries(t.people)) {
      // The owner's email is the provider's contact on the client's order page.
      const group = `${role} ${T}`;
      add(p.email, role === 'owner' ? [T, links] : [T], `${role} ${T}'s email`, group);
      add(p.userId, [T], `${role} ${T}'s user id`, group);
      add(p.token, [T], `${role} ${T}'s token`, group);
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
      const group = `client ${T}${i}`;
      add(c.id, own, `client ${T}${i}`, group);
      add(c.name, own, `client ${T}${i}'s name`);
      add(c.email, own, `client ${T}${i}'s email`);
      add(c.key, own, `client ${T}${i}'s link key`, group);
      add(c.linkId, own, `client ${T}${i}'s link id`, group);
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

const sentText = (request: FuzzRequest) => {
  const sent =
    `${request.url} ${request.payload ?? ''} ${Object.values(request.headers).join(' ')}`.toLowerCase();
  try {
    return `${sent} ${decodeURIComponent(sent)}`;
  } catch {
    return sent; // A malformed escape: the raw text is what was sent.
  }
};

/**
 * Finds answers that show a caller what it may not see: another tenant's data, another
 * client's. What a caller sent is not a leak when it comes back (an id named in an error),
 * nor what a tenant wrote itself and reads again (a client's email set to any address it
 * knows, the account of an address it invited), nor the rest of a thing it named (the user
 * id of an email it sent).
 */
export class LeakWatch {
  /** Groups made visible to callers by their own accepted writes. */
  private readonly granted = new Map<string, Set<string>>();

  constructor(
    private readonly tenants: Tenant[],
    private secrets: Secret[],
  ) {}

  refresh(): void {
    this.secrets = secretsOf(this.tenants);
  }

  private namedGroups(sent: string): Set<string> {
    return new Set(
      this.secrets.filter((s) => sent.includes(s.value.toLowerCase())).map((s) => s.group),
    );
  }

  /** The secrets `answer` shows that its caller may not see. */
  leaks(request: FuzzRequest, answer: string): string[] {
    const caller = callerOf(this.tenants, request);
    const sent = sentText(request);
    const named = this.namedGroups(sent);
    const lower = answer.toLowerCase();
    return this.secrets
      .filter(
        (s) =>
          !s.seenBy.some((w) => caller.has(w)) &&
          !named.has(s.group) &&
          ![...(this.granted.get(s.group) ?? [])].some((w) => caller.has(w)) &&
          lower.includes(s.value.toLowerCase()),
      )
      .map((s) => s.name);
  }

  /** An accepted write: what it named is now the data of the tenant it wrote to, and the caller's. */
  accepted(request: FuzzRequest): void {
    const writers = callerOf(this.tenants, request);
    for (const t of this.tenants)
      if (request.url.includes(t.providerId) || (request.payload ?? '').includes(t.providerId)) {
        writers.add(t.label);
        writers.add(`${t.label}/*`);
      }
    for (const group of this.namedGroups(sentText(request))) {
      const to = this.granted.get(group) ?? new Set<string>();
      for (const w of writers) to.add(w);
      this.granted.set(group, to);
    }
  }
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
 * and cancelling as docs/product.md §10 says), against the inventory the API
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
