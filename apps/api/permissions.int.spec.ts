import { randomUUID } from 'node:crypto';
import {
  type ActionFacts,
  classifiedRoutes,
  PERMISSION_REFUSALS,
  PERMISSION_TABLE,
  PERMISSIONS,
  type Permission,
  permissionsFor,
} from '../../modules/identity';
import { idKindOf } from './fuzz/requests';
import { makeWorld, type World } from './fuzz/world';
import { createTestApp, joinTeam, type SignedUp, type TestApp } from './testing/create-test-app';
import {
  DOCS,
  type Document,
  exampleOf,
  type Operation,
  operationsOf,
} from './testing/openapi-document';

/**
 * The permission table (modules/identity/domain/permissions.ts) against the app: every route of
 * the OpenAPI document, called by a member denied each permission and by one denied none, answers
 * 403 with a permission's sentence exactly where the table says that permission gates it. Where
 * only some requests of a route are gated (the table's `when`), the cases below send those
 * requests, and every such gate must have its case. Every route under /api/provider/ that
 * changes something must be in the table, gated or listed as needing membership only.
 */

const ENV = { AUTH_ATTEMPTS_PER_IP: '1000000', TRUST_PROXY: 'true' };
const SENTENCES = Object.values(PERMISSION_REFUSALS);

interface Caller {
  name: string;
  who: SignedUp;
  denied: Permission[];
}

interface Answer {
  status: number;
  message?: string;
}

/** A request that exercises one case of a gate: the facts the table reads, and how to send it. */
interface GateCaseRequest {
  route: string;
  facts: ActionFacts;
  send: (caller: Caller) => Promise<Answer>;
  /** The refusal names what to change after the sentence (the products import's columns). */
  explained?: boolean;
}

describe('the permission table, against every route of the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let world: World;
  let callers: Caller[];
  const base = () => `/api/provider/${world.owner.providerId}`;

  const call = async (
    who: SignedUp | undefined,
    method: string,
    url: string,
    body?: unknown,
    contentType?: string,
  ): Promise<Answer> => {
    const json = body !== undefined && typeof body !== 'string';
    const res = await t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: {
        ...(who ? { authorization: who.bearer } : {}),
        'x-forwarded-for': '10.8.8.8',
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(body === undefined ? {} : { payload: json ? JSON.stringify(body) : String(body) }),
    });
    let message: string | undefined;
    try {
      message = res.json().message;
    } catch {
      message = undefined;
    }
    return { status: res.statusCode, message };
  };

  /** What the table says the caller must hear for the action, and the check of the answer. */
  const expectAnswer = (
    caller: Caller,
    route: string,
    facts: ActionFacts,
    answer: Answer,
    explained = false,
  ) => {
    const gated = permissionsFor(route, facts).find((p) => caller.denied.includes(p));
    const where = { caller: caller.name, route, facts };
    if (gated) {
      const sentence = PERMISSION_REFUSALS[gated];
      const heard =
        explained && answer.message?.startsWith(`${sentence} `) ? sentence : answer.message;
      expect({ ...where, status: answer.status, message: heard }).toEqual({
        ...where,
        status: 403,
        message: sentence,
      });
    } else {
      const refusedBySentence =
        answer.status === 403 && SENTENCES.some((s) => answer.message?.startsWith(s));
      expect({
        ...where,
        status: answer.status,
        message: answer.message,
        refusedBySentence,
      }).toEqual({
        ...where,
        status: answer.status,
        message: answer.message,
        refusedBySentence: false,
      });
    }
  };

  beforeAll(async () => {
    t = await createTestApp(ENV);
    const res = await t.app.inject({ method: 'GET', url: `${DOCS}/openapi.json` });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    world = await makeWorld(t, 'self-hosted');
    callers = [];
    for (const [i, permission] of PERMISSIONS.entries())
      callers.push({
        name: `denied ${permission}`,
        who: await joinTeam(t, world.owner, `denied-${i}@permissions.test`, [permission]),
        denied: [permission],
      });
    callers.push({
      name: 'denied nothing',
      who: await joinTeam(t, world.owner, 'denied-none@permissions.test', []),
      denied: [],
    });
  }, 180_000);
  afterAll(() => t?.close());

  it('classifies every route under /api/provider/ that changes something, and names only routes the document has', () => {
    const classified = classifiedRoutes();
    const documented = operationsOf(doc).map(
      ({ method, path }) => `${method.toUpperCase()} ${path}`,
    );
    const writes = documented.filter(
      (route) => !route.startsWith('GET ') && route.includes(' /api/provider/'),
    );
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((route) => !classified.has(route))).toEqual([]);
    expect([...classified].filter((route) => !documented.includes(route))).toEqual([]);
  });

  /** The request cases of every gate that covers only some requests of its route. */
  const cases = (): GateCaseRequest[] => {
    const order = (type: string, quantity = 1) => ({
      order: {
        providerId: world.owner.providerId,
        locationId: world.ids.location[0],
        ...(type === 'ORDER' ? { clientId: world.ids.client[0] } : {}),
        transaction_type: type,
        products: [{ id: world.ids.product[0], quantity }],
      },
    });
    const placed = async (type: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { authorization: world.owner.bearer },
        payload: order(type),
      });
      if (res.statusCode >= 300) throw new Error(`placing ${type} answered ${res.body}`);
      return res.json().order.id as string;
    };
    const field = world.ids.field[0];
    const orderRoute = 'PUT /api/provider/{provider_id}/order/{order_id}';
    // Each caller changes an order of its own: a second cancel of the same order changes
    // nothing, and is answered before anyone's permission is looked at.
    const updateOrder = (type: string, change: object, facts: ActionFacts): GateCaseRequest => ({
      route: orderRoute,
      facts,
      send: async (caller) =>
        call(caller.who, 'PUT', `${base()}/order/${await placed(type)}`, change),
    });
    return [
      ...['ORDER', 'IN', 'OUT', 'ADJUST'].map((type) => ({
        route: 'POST /api/order',
        facts: { transaction_type: type },
        send: (caller: Caller) => call(caller.who, 'POST', '/api/order', order(type)),
      })),
      ...['ORDER', 'IN'].flatMap((type) => [
        updateOrder(type, { fulfilled: true }, { transaction_type: type, changes: ['status'] }),
        updateOrder(type, { cancelled: true }, { transaction_type: type, changes: ['status'] }),
        updateOrder(type, { notes: 'Leave at the door' }, { transaction_type: type }),
      ]),
      ...['OUT', 'ADJUST'].map((type) =>
        updateOrder(type, { cancelled: true }, { transaction_type: type, changes: ['status'] }),
      ),
      {
        route: 'POST /api/provider/{provider_id}/product',
        facts: { changes: ['custom_values'] },
        send: (caller) =>
          call(caller.who, 'POST', `${base()}/product`, {
            name: `Quince ${caller.name}`,
            price: 4,
            metadata: { [field]: 'A' },
          }),
      },
      {
        route: 'POST /api/provider/{provider_id}/product',
        facts: {},
        send: (caller) =>
          call(caller.who, 'POST', `${base()}/product`, { name: `Plum ${caller.name}`, price: 4 }),
      },
      {
        route: 'PUT /api/provider/{provider_id}/product/{product_id}',
        facts: { changes: ['custom_values'] },
        send: (caller) =>
          call(caller.who, 'PUT', `${base()}/product/${world.ids.product[0]}`, {
            name: 'Apple',
            price: 2,
            metadata: { [field]: caller.name.endsWith('nothing') ? 'A' : 'B' },
          }),
      },
      {
        route: 'POST /api/provider/{provider_id}/products/import',
        facts: { changes: ['custom_values'] },
        explained: true,
        send: (caller) =>
          call(
            caller.who,
            'POST',
            `${base()}/products/import?dry_run=true`,
            `name,price,Batch\nMedlar ${caller.name},3,A\n`,
            'text/csv',
          ),
      },
    ];
  };

  it('has a request for every case of a gate that covers only some requests of its route', () => {
    const sent = cases();
    const missing: string[] = [];
    for (const rule of PERMISSION_TABLE)
      for (const gate of rule.gates) {
        if (!gate.when) continue;
        for (const type of gate.when.transaction_types ?? [undefined]) {
          const covered = sent.some(
            (c) =>
              c.route === gate.route &&
              c.facts.transaction_type === type &&
              permissionsFor(c.route, c.facts).includes(rule.id),
          );
          if (!covered) missing.push(`${rule.id} ${gate.route} ${type ?? ''}`.trim());
        }
      }
    expect(missing).toEqual([]);
  });

  it("refuses exactly the requests the table's cases gate, with the gating permission's sentence", async () => {
    // Stock for the orders and movements the cases place.
    await call(world.owner, 'POST', '/api/order', {
      order: {
        providerId: world.owner.providerId,
        locationId: world.ids.location[0],
        transaction_type: 'IN',
        products: [{ id: world.ids.product[0], quantity: 100 }],
      },
    });
    for (const request of cases())
      for (const caller of callers)
        expectAnswer(
          caller,
          request.route,
          request.facts,
          await request.send(caller),
          request.explained,
        );
  }, 120_000);

  it('refuses every route the table gates to a member denied its permission, with its sentence, and no other', async () => {
    const partly = new Set<string>(
      PERMISSION_TABLE.flatMap((rule) => rule.gates.filter((g) => g.when).map((g) => g.route)),
    );
    let called = 0;
    for (const { path, method, operation } of operationsOf(doc)) {
      const route = `${method.toUpperCase()} ${path}`;
      // Its gated requests are the cases above; a request built from the schema would be one.
      if (partly.has(route)) continue;
      const url = urlOf(path, world);
      const body = bodyOf(operation, doc);
      // Sign-in routes without the member's token: logging out would end the session the walk
      // uses.
      const signIn = path.startsWith('/api/auth/');
      for (const caller of callers) {
        const answer = await call(signIn ? undefined : caller.who, method, url, body);
        expectAnswer(caller, route, {}, answer);
        called++;
      }
    }
    expect(called).toBeGreaterThan(100 * callers.length);
  }, 600_000);

  it('gates a HEAD as its GET', async () => {
    const denied = callers.find((c) => c.denied.includes('orders:create'))!;
    const url = `${base()}/client/${world.ids.client[0]}/link`;
    const res = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { authorization: denied.who.bearer },
    });
    expect(res.statusCode).toBe(403);
  });
});

/** The path with the world's ids where it has that kind (the user's aside), new ones elsewhere. */
function urlOf(path: string, world: World): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string, offset: number) => {
    if (name === 'provider_id') return world.owner.providerId;
    const before = path.slice(0, offset).split('/').filter(Boolean).pop() ?? '';
    const kind = idKindOf(name, before);
    // A real teammate's id would let the member denied nothing change the callers' denials.
    if (!kind || kind === 'user') return name.endsWith('id') ? randomUUID() : 'x';
    return world.ids[kind][0] ?? randomUUID();
  });
}

/** A JSON body the route's schema accepts (its example, else the smallest), or none. */
function bodyOf(operation: Operation, doc: Document): unknown {
  const json = operation.requestBody?.content?.['application/json'];
  if (!json) return undefined;
  return json.example ?? exampleOf(json.schema, doc);
}
