import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { type Dto, type FieldShape, shapeOf } from './dto-shape';
import {
  BAD_DATES,
  BAD_IDS,
  csvText,
  HUGE_TEXT,
  hostileJsonText,
  hostileValue,
  multipart,
  oneof,
  RAW_BODIES,
  strangeText,
} from './hostile-values';
import type { FuzzRoute } from './route-catalog';
import { ID_KINDS, type IdKind, type World } from './world-shape';

/** One request, as sent and as printed in a report. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Query names of the spec (section 7) and of our routes, tried on routes that do not read them. */
const SPEC_QUERY_NAMES = [
  'inbox',
  'type',
  'limit',
  'offset',
  'product_id',
  'client_id',
  'location_id',
  'provider_id',
  'startDate',
  'endDate',
  'include_metadata',
  'entity_type',
  'file',
  'as_of',
  'metadata',
  'format',
  'dry_run',
  'bucket',
  'size',
  'expires',
  'signature',
  'from',
  'to',
];

/**
 * Query parameters that carry JSON text: every request class that parses one (`parseQueryJson`,
 * or `JSON.parse` in a `*.request.dto.ts` read as a query). Besides the hostile values of any
 * parameter, they get JSON that is hostile only once parsed (`hostileJsonText`), alone in an
 * otherwise valid query, so that it reaches the handler. requests.unit.spec.ts checks that every
 * `parseQueryJson` call names one of these.
 */
export const JSON_QUERY_NAMES: readonly string[] = ['metadata'];

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

/** The kind of id a name asks for: `providerId`, `client_id`, `product`, a path's `:id` after `fields`. */
export function idKindOf(name: string, context = ''): IdKind | undefined {
  const bare = name.replace(/(_id|Id)$/, '').toLowerCase();
  const aliases = new Map<string, IdKind>(
    Object.entries({
      owner: 'provider',
      provider_client: 'link',
      client_product_price: 'price',
      client_product_availability: 'availability',
      fields: 'field',
      users: 'user',
      attachments: 'attachment',
      products: 'product',
    }) as [string, IdKind][],
  );
  if (bare === 'id' || bare === '') return context ? idKindOf(context) : undefined;
  if ((ID_KINDS as readonly string[]).includes(bare)) return bare as IdKind;
  return aliases.get(bare) ?? aliases.get(name) ?? aliases.get(singular(bare));
}

/** Arbitraries over one world: the real ids and tokens that let requests get past the 404s. */
export class RequestArbitraries {
  private readonly allIds: string[];
  private readonly hostile: fc.Arbitrary<unknown>;
  private readonly hostileJson: fc.Arbitrary<string>;
  constructor(private readonly world: World) {
    this.allIds = Object.values(world.ids).flat();
    this.hostile = hostileValue([
      fc.constantFrom(...this.allIds),
      fc.constantFrom(...this.world.storagePaths),
    ]);
    this.hostileJson = hostileJsonText(world.ids.field);
  }

  /**
   * Our real id of that kind most of the time (the paths past the 404s), else another real id of
   * that kind (another tenant's, say), a real id of another kind, a random one, or ours in capitals.
   */
  id(kind: IdKind | undefined): fc.Arbitrary<string> {
    const [ours, ...others] = kind ? this.world.ids[kind] : [];
    return oneof(
      ...(ours ? [{ arbitrary: fc.constant(ours), weight: 10 }] : []),
      ...(others.length > 0 ? [{ arbitrary: fc.constantFrom(...others), weight: 1 }] : []),
      { arbitrary: fc.constantFrom(...this.allIds), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constant((ours ?? this.allIds[0]).toUpperCase()), weight: 1 },
    );
  }

  bad(): fc.Arbitrary<unknown> {
    return this.hostile;
  }

  /** A value that looks right for the field: what a screen would send. */
  validValue(field: FieldShape, parent = '', depth = 0): fc.Arbitrary<unknown> {
    const byName = this.byName(field.name, parent);
    if (byName) return byName;
    switch (field.kind) {
      case 'enum':
        return fc.constantFrom(...(field.options?.length ? field.options : ['x']));
      case 'id':
        return this.id(idKindOf(field.name, singular(parent)));
      case 'email':
        return this.email();
      case 'moment':
        return fc.constantFrom(
          '2026-01-31',
          '2026-03-01T09:30:00Z',
          '2025-12-31T23:59:59.999+01:00',
        );
      case 'int':
        return fc.integer({ min: -3, max: 12 });
      case 'number':
        return oneof(fc.constantFrom(1, 9.99, 0.01), fc.double({ min: 0, max: 1000, noNaN: true }));
      case 'boolean':
        return fc.boolean();
      case 'nested':
        return field.nested && depth < 4
          ? this.validObject(field.nested, field.name, depth + 1)
          : fc.constant({});
      case 'list':
        if (field.nested && depth < 4)
          return fc.array(this.validObject(field.nested, field.name, depth + 1), {
            minLength: 1,
            maxLength: 3,
          });
        if (field.each === 'enum' && field.options?.length) return fc.subarray([...field.options]);
        return fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 });
      case 'object':
        return oneof(
          fc.constant({}),
          fc.dictionary(
            fc.constantFrom(...this.world.ids.field, 'Batch'),
            oneof(fc.string({ maxLength: 8 }), fc.constantFrom('A', 'B'), fc.integer()),
          ),
        );
      case 'string': {
        const min = field.minLength ?? 1;
        const max = Math.max(min, Math.min(field.maxLength ?? 40, 40));
        return oneof(
          fc.constantFrom('Fuzz thing', 'Apple', 'A').filter((s) => s.length >= min),
          fc.string({ minLength: min, maxLength: max }),
        );
      }
      default:
        return oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
    }
  }

  /** Values some field names ask for whatever their validators say (prices, passwords, questions...). */
  private byName(name: string, parent: string): fc.Arbitrary<unknown> | undefined {
    const lower = name.toLowerCase();
    if (lower === 'price')
      return oneof(
        fc.constantFrom(2, 9.99, '12.50', 0.01),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
      );
    if (lower === 'password')
      return oneof(fc.constant('secret-pass'), fc.string({ minLength: 7, maxLength: 30 }));
    if (lower === 'query')
      return fc.constantFrom(
        'What are my top products?',
        'How many orders last month?',
        'stock of Apple by location',
        'revenue by client this year',
      );
    if (lower === 'storage_path' || lower === 'photo')
      return fc.constantFrom(...this.world.storagePaths);
    if (lower === 'file_name') return fc.constantFrom('invoice.pdf', 'photo.png');
    if (lower === 'email') return this.email();
    if (lower === 'access_token') return fc.constantFrom(this.world.owner.token, 'not-a-token');
    if (lower === 'refresh_token') return fc.string({ minLength: 1, maxLength: 40 });
    if (lower === 'quantity') return fc.integer({ min: -3, max: 12 });
    if (lower === 'file_size') return fc.nat(100_000);
    if (lower === 'notes') return oneof(fc.constant(null), fc.string({ maxLength: 40 }));
    if (lower.endsWith('id') || lower === 'provider' || lower === 'product' || lower === 'client') {
      const kind = idKindOf(name, singular(parent));
      if (kind) return this.id(kind);
    }
    return undefined;
  }

  private email(): fc.Arbitrary<string> {
    return oneof(
      { arbitrary: fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.test`), weight: 3 },
      { arbitrary: fc.constantFrom(...this.world.emails), weight: 1 },
    );
  }

  /** A body that a screen could have sent, from the DTO's fields (optional ones sometimes left out). */
  validObject(dto: Dto, parent = '', depth = 0): fc.Arbitrary<Record<string, unknown>> {
    const fields = shapeOf(dto);
    return fc.record(
      Object.fromEntries(fields.map((f) => [f.name, this.validValue(f, parent, depth)])),
      { requiredKeys: fields.filter((f) => !f.optional).map((f) => f.name) },
    );
  }

  /** A valid-looking body broken in one to three places: a field replaced, nulled, dropped, wrapped, or a stray one added. */
  mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    const mutation = fc.record({
      at: fc.nat(),
      op: fc.constantFrom('replace', 'replace', 'replace', 'null', 'drop', 'wrap', 'stray', 'text'),
      value: this.bad(),
      key: oneof(
        fc.constantFrom('__proto__', 'constructor', 'id', 'provider_id', 'extra'),
        strangeText,
      ),
    });
    return fc
      .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
      .map(([body, mutations]) => {
        const copy = structuredClone(body) as Record<string, unknown>;
        for (const m of mutations) mutate(copy, m);
        return copy;
      });
  }

  /** The JSON bodies the world sent to this route and the app took. */
  examples(route: FuzzRoute): unknown[] {
    const pattern = new RegExp(
      `^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`,
    );
    return this.world.examples
      .filter((e) => e.method.toLowerCase() === route.method && pattern.test(e.path))
      .map((e) => e.body);
  }

  /** Bodies a screen would send to `route`: the DTO's, the world's own, CSV, or none. */
  goodBody(route: FuzzRoute): fc.Arbitrary<Body | undefined> {
    const valid = this.validBodies(route);
    if (valid.length > 0) return oneof(...valid.map((v) => json(v.map(stringifySomeObjects))));
    if (route.csv) return csvText.map((text) => ({ contentType: 'text/csv', text }));
    if (route.takesBody)
      return fc.constant(
        multipart({ name: 'invoice.pdf', type: 'application/pdf', bytes: '%PDF-1.7\n%%EOF\n' }),
      );
    return fc.constant(undefined);
  }

  /** Valid bodies to break: the DTO's, and the world's own (the only ones for a route whose handler reads its body without a DTO). */
  private validBodies(route: FuzzRoute): fc.Arbitrary<unknown>[] {
    const examples = this.examples(route);
    return [
      ...(route.body ? [this.validObject(route.body)] : []),
      ...(examples.length > 0 ? [fc.constantFrom(...examples)] : []),
    ];
  }

  /** Any body for `route`, mostly broken: with its content type; undefined for none. */
  body(route: FuzzRoute): fc.Arbitrary<Body | undefined> {
    const raw = fc.constantFrom(...RAW_BODIES).map((r) => ({ ...r }));
    const upload = fc
      .record({
        name: oneof(
          fc.constantFrom('a.pdf', 'a.png', 'a.exe', '', '../../x.pdf', 'a"b.pdf'),
          strangeText,
        ),
        type: fc.constantFrom('application/pdf', 'image/png', 'text/html', ''),
        bytes: oneof(
          fc.constantFrom('%PDF-1.7\n%%EOF\n', '\u0089PNG\r\n\u001a\n', ''),
          fc.string({ maxLength: 200 }),
        ),
        field: fc.option(
          fc.record({
            name: fc.constantFrom('bucket', 'file', 'x'),
            value: fc.string({ maxLength: 20 }),
          }),
          { nil: undefined },
        ),
      })
      .map(({ field, ...file }) => multipart(file, field));
    const csv = csvText.map((text) => ({ contentType: 'text/csv', text }));
    const none = fc.constant(undefined);
    if (!route.takesBody)
      return oneof(
        { arbitrary: none, weight: 8 },
        { arbitrary: json(fc.jsonValue({ maxDepth: 2 })), weight: 1 },
        { arbitrary: raw, weight: 1 },
      );
    const valid = this.validBodies(route);
    const share = valid.length > 1 ? 2 : 1;
    return oneof(
      ...valid.flatMap((v) => [
        { arbitrary: json(this.mutated(v).map(stringifySomeObjects)), weight: 12 / share },
        { arbitrary: json(v.map(stringifySomeObjects)), weight: 4 / share },
      ]),
      ...(valid.length === 0 ? [{ arbitrary: json(this.bad()), weight: 4 }] : []),
      { arbitrary: json(fc.jsonValue({ maxDepth: 4 })), weight: 3 },
      { arbitrary: json(fc.object({ maxDepth: 2, values: [this.bad()] })), weight: 2 },
      { arbitrary: raw, weight: 2 },
      { arbitrary: upload, weight: valid.length > 0 ? 1 : 6 },
      { arbitrary: csv, weight: route.csv ? 10 : 1 },
      { arbitrary: none, weight: 1 },
    );
  }

  /** The value of a path parameter: ours (`good`), or a real id most of the time, else anything a URL can carry. */
  param(route: FuzzRoute, name: string, good = false): fc.Arbitrary<string> {
    const segments = route.path.split('/');
    const before = segments[segments.indexOf(`:${name}`) - 1] ?? '';
    const link = this.world.signedLink;
    const real: Record<string, string[]> = {
      bucket: [link.bucket, 'product_photos'],
      owner: [link.owner],
      name: [link.name],
    };
    const kind = idKindOf(name, before);
    if (good) return fc.constant(real[name]?.[0] ?? this.world.ids[kind ?? 'provider'][0]);
    const known = real[name] ? fc.constantFrom(...real[name]) : this.id(kind);
    const bad = oneof(
      fc.constantFrom(...BAD_IDS).map(encodeURIComponent),
      fc.constantFrom(
        '%00',
        '%ED%A0%80',
        '%2e%2e',
        '..',
        '%2F',
        'x'.repeat(5000),
        '%',
        '%zz',
        'ü',
        '%E2%80%AE',
      ),
      strangeText.map(encodeQueryText),
      fc.uuid(),
    );
    return oneof({ arbitrary: known, weight: 8 }, { arbitrary: bad, weight: 2 });
  }

  /**
   * A query string (without `?`): the route's own parameters with values that look right
   * (`good`), or also the spec's and strays, valid or not. With `hostileJson`, the route's
   * parameters look right but each one that carries JSON is there, holding hostile JSON text.
   */
  query(route: FuzzRoute, good = false, hostileJson = false): fc.Arbitrary<string> {
    const fields = new Map((route.query ? shapeOf(route.query) : []).map((f) => [f.name, f]));
    const goodValue = (n: string) => {
      const field = fields.get(n);
      return field ? this.validValue(field) : this.queryValueByName(n);
    };
    if (hostileJson) {
      const json = route.queryNames.filter((n) => JSON_QUERY_NAMES.includes(n));
      const others = route.queryNames.filter((n) => !json.includes(n));
      return fc
        .tuple(
          fc
            .subarray(others)
            .chain((names) =>
              fc.tuple(...names.map((n) => goodValue(n).map((v) => [n, v] as const))),
            ),
          fc.tuple(...json.map((n) => this.hostileJson.map((v) => [n, v] as const))),
        )
        .map(([ps, js]) => [...ps, ...js].flatMap(([n, v]) => encodePair(n, v)).join('&'));
    }
    if (good)
      return route.queryNames.length === 0
        ? fc.constant('')
        : fc
            .subarray(route.queryNames)
            .chain((names) =>
              fc.tuple(...names.map((n) => goodValue(n).map((v) => [n, v] as const))),
            )
            .map((ps) => ps.flatMap(([n, v]) => encodePair(n, v)).join('&'));
    const own = route.queryNames.length > 0 ? route.queryNames : ['q'];
    const name = oneof(
      { arbitrary: fc.constantFrom(...own), weight: 6 },
      { arbitrary: fc.constantFrom(...SPEC_QUERY_NAMES), weight: 2 },
      {
        arbitrary: oneof(
          strangeText,
          fc.constantFrom('a[b]', '__proto__', 'limit[]', '', 'constructor'),
        ),
        weight: 1,
      },
    );
    const values = new Map<string, fc.Arbitrary<unknown>>();
    const value = (n: string) => {
      const known = values.get(n);
      if (known) return known;
      const made = oneof(
        { arbitrary: goodValue(n), weight: 3 },
        { arbitrary: this.bad(), weight: 2 },
        ...(JSON_QUERY_NAMES.includes(n) ? [{ arbitrary: this.hostileJson, weight: 2 }] : []),
      );
      values.set(n, made);
      return made;
    };
    const pair = name.chain((n) => value(n).map((v) => [n, v] as const));
    const pairs = fc
      .array(pair, { maxLength: 5 })
      .map((ps) => ps.flatMap(([n, v]) => encodePair(n, v)).join('&'));
    const raw = fc.constantFrom(
      '%',
      '%E0%A4%A',
      'a=%00',
      'limit=1&limit=2',
      '[]=1',
      'a[b][c]=1',
      '&&&',
      '=',
      `q=${'x'.repeat(20_000)}`,
      'offset=1e308&limit=-0',
    );
    return oneof({ arbitrary: pairs, weight: 9 }, { arbitrary: raw, weight: 1 });
  }

  private queryValueByName(name: string): fc.Arbitrary<unknown> {
    const link = this.world.signedLink;
    switch (name) {
      case 'file':
        return fc.constantFrom(...this.world.storagePaths);
      case 'expires':
        return fc.constantFrom(link.expires, '0', '99999999999');
      case 'signature':
        return fc.constantFrom(link.signature, 'forged');
      case 'size':
        return fc.constantFrom('thumb', 'full');
      case 'bucket':
        return fc.constantFrom('order_attachments', 'product_photos', 'x');
      case 'as_of':
        return fc.constantFrom('2026-01-01', '2030-01-01T00:00:00Z', ...BAD_DATES.slice(0, 3));
      case 'metadata':
        return fc.constantFrom(JSON.stringify({ [this.world.ids.field[0]]: 'A' }), '{}', 'A');
      default: {
        const kind = idKindOf(name);
        return kind ? this.id(kind) : fc.string({ maxLength: 12 });
      }
    }
  }

  /** The Authorization header: the owner's, the teammate's, another tenant's, none, or garbage. */
  auth(): fc.Arbitrary<string | undefined> {
    const { owner, teammate, stranger } = this.world;
    const garbage = oneof(
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic Zm9vOmJhcg==',
        `bearer ${owner.token}`,
        `Bearer ${owner.token}x`,
        `Bearer ${owner.token.slice(0, -4)}AAAA`,
        `Bearer ${forged(owner.token)}`,
        `Bearer ${unsigned(owner.token)}`,
        `Bearer ${'x'.repeat(8000)}`,
        `Bearer ${owner.token} ${owner.token}`,
      ),
      fc
        .string({ unit: 'grapheme-ascii', maxLength: 60 })
        .map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
    );
    return oneof(
      { arbitrary: fc.constant(owner.bearer), weight: 14 },
      { arbitrary: fc.constant(teammate.bearer), weight: 3 },
      { arbitrary: fc.constant(stranger.bearer), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 3 },
      { arbitrary: garbage, weight: 2 },
    );
  }

  /**
   * Every request to `route` the fuzzer may send. Most break one part (the body most often, or
   * the query, the path, the token) and keep the others as a screen would send them, so that
   * the broken part reaches the code behind the checks of the others; some break everything.
   */
  request(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
    const extra = route.headers.filter((h) => h !== 'authorization');
    const good = {
      params: fc.tuple(...route.params.map((p) => this.param(route, p, true))),
      query: this.query(route, true),
      body: this.goodBody(route),
      auth: fc.constant<string | undefined>(this.world.owner.bearer),
    };
    const hostile = {
      params: fc.tuple(...route.params.map((p) => this.param(route, p))),
      query: this.query(route),
      body: this.body(route),
      auth: this.auth(),
    };
    const headers = fc.tuple(
      ...extra.map((h) => {
        const value = fc.option(
          oneof(
            fc.uuid(),
            fc.string({ unit: 'grapheme-ascii', maxLength: 300 }).map(printable),
            fc.constantFrom('t=1,v1=abc', ''),
          ),
          { nil: undefined },
        );
        // A header that signs the body is signed for what is sent, most of the time.
        return this.world.signers[h]
          ? oneof({ arbitrary: fc.constant(SIGN), weight: 4 }, { arbitrary: value, weight: 1 })
          : value;
      }),
    );
    const takesInput = route.takesBody || route.queryNames.length > 0;
    const takesJson = route.queryNames.some((n) => JSON_QUERY_NAMES.includes(n));
    return oneof(
      {
        arbitrary: fc.record({ ...good, body: hostile.body, headers }),
        weight: route.takesBody ? 6 : 1,
      },
      {
        arbitrary: fc.record({ ...good, query: hostile.query, headers }),
        weight: takesInput ? 2 : 3,
      },
      ...(takesJson
        ? [
            {
              arbitrary: fc.record({ ...good, query: this.query(route, true, true), headers }),
              weight: 2,
            },
          ]
        : []),
      { arbitrary: fc.record({ ...good, params: hostile.params, headers }), weight: 2 },
      { arbitrary: fc.record({ ...good, auth: hostile.auth, headers }), weight: 2 },
      { arbitrary: fc.record({ ...hostile, headers }), weight: 3 },
    ).map(({ params, query, body, auth, headers }) => {
      let i = 0;
      const path = route.path.replace(/:\w+/g, () => params[i++]);
      const all: Record<string, string> = {};
      if (auth !== undefined) all.authorization = auth;
      extra.forEach((h, j) => {
        const value = headers[j];
        if (value === SIGN) all[h] = this.world.signers[h](body?.text ?? '');
        else if (value !== undefined) all[h] = value;
      });
      if (body?.contentType) all['content-type'] = body.contentType;
      return {
        method: route.method.toUpperCase(),
        url: query ? `${path}?${query}` : path,
        headers: all,
        ...(body ? { payload: body.text } : {}),
      };
    });
  }
}

type Body = { contentType: string; text: string };

/** Stands for "the signature of the body sent" among a header's generated values. */
const SIGN = '\u0000sign';

const json = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  value.map((v) => ({ contentType: 'application/json', text: JSON.stringify(v) ?? '' }));

const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '');

/** Nested objects are sometimes sent as JSON text, as the spec's POST /api/order does with `order`. */
function stringifySomeObjects(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const entries = Object.entries(body);
  const text = entries.findIndex(
    ([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v),
  );
  // Deterministic in the body (shrinks with it): objects whose key count is odd travel as text.
  return Object.fromEntries(
    entries.map(([k, v], i) =>
      i === text && Object.keys(v as object).length % 2 === 1 ? [k, JSON.stringify(v)] : [k, v],
    ),
  );
}

interface Mutation {
  at: number;
  op: string;
  value: unknown;
  key: string;
}

/** Applies one mutation at the `at`-th place (field or element, depth first) of `body`. */
function mutate(body: Record<string, unknown>, m: Mutation): void {
  const places: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (container: Record<string, unknown> | unknown[]) => {
    for (const key of Object.keys(container)) {
      const k = Array.isArray(container) ? Number(key) : key;
      places.push([container, k]);
      const child = (container as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) walk(child as Record<string, unknown>);
    }
  };
  walk(body);
  if (places.length === 0 || m.op === 'stray') {
    // An own property even when named __proto__, so that JSON carries it.
    Object.defineProperty(body, m.key, {
      value: structuredClone(m.value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return;
  }
  const [container, key] = places[m.at % places.length];
  const c = container as Record<string | number, unknown>;
  switch (m.op) {
    case 'null':
      c[key] = null;
      break;
    case 'drop':
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete c[key];
      break;
    case 'wrap':
      c[key] = [c[key]];
      break;
    case 'text':
      c[key] =
        typeof c[key] === 'string'
          ? `${c[key]}${HUGE_TEXT}`
          : typeof c[key] === 'object'
            ? JSON.stringify(c[key])
            : String(c[key]);
      break;
    default:
      c[key] = structuredClone(m.value);
  }
}

/** Percent-encodes text for a URL; a lone surrogate, which UTF-8 cannot carry, as the bytes a careless encoder writes. */
export function encodeQueryText(text: string): string {
  if (text.isWellFormed()) return encodeURIComponent(text);
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`
        : encodeURIComponent(char);
  }
  return out;
}

/** `name=value` pairs for a value of any type: lists repeat the name, objects travel as JSON. */
function encodePair(name: string, value: unknown): string[] {
  if (Array.isArray(value) && value.length <= 5) return value.flatMap((v) => encodePair(name, v));
  const text =
    value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return [`${encodeQueryText(name)}=${encodeQueryText(text)}`];
}

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** The token with its claims kept and its signature made with another secret. */
function forged(token: string): string {
  const [header, claims] = token.split('.');
  const signature = createHmac('sha256', 'not-the-secret')
    .update(`${header}.${claims}`)
    .digest('base64url');
  return `${header}.${claims}.${signature}`;
}

/** The token's claims under `alg: none`, with no signature. */
function unsigned(token: string): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${token.split('.')[1] ?? ''}.`;
}
