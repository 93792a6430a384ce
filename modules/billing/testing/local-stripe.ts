import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the app made, with its form body flattened as Stripe's library sends it. */
export interface StripeCall {
  method: string;
  path: string;
  /** `metadata[provider_id]`, `line_items[0][price]`, … → value (query string for GETs). */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface LocalStripe {
  /** `http://127.0.0.1:{port}`: what STRIPE_API_BASE points at. */
  url: string;
  calls: StripeCall[];
  callsTo(method: string, path: string): StripeCall[];
  /** Prices that exist, as if made in Stripe's dashboard beforehand. */
  prices: { id: string; lookup_key: string; unit_amount: number; currency: string }[];
  /** The next API call answers this Stripe error instead. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const query = req.method === 'GET' ? new URL(req.url ?? '/', 'http://x').search.slice(1) : '';
  const text = req.method === 'GET' ? query : Buffer.concat(chunks).toString('utf8');
  return Object.fromEntries(new URLSearchParams(text));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, message: string): void {
  json(res, status, { error: { type: 'invalid_request_error', message } });
}

const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="icon" href="data:,"></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * A local HTTP server that speaks the few calls of Stripe's API the app makes (prices by lookup
 * key, customers, Checkout and customer portal sessions), for the real `stripe` library to talk
 * to; and the pages its URLs lead to, so a browser lands somewhere. Not a model of Stripe: it
 * records what it was asked and answers like Stripe would.
 */
export async function startLocalStripe(): Promise<LocalStripe> {
  const calls: StripeCall[] = [];
  const prices: LocalStripe['prices'] = [];
  const customers = new Map<string, unknown>();
  const byIdempotencyKey = new Map<string, unknown>();
  const sessions = new Map<string, { success_url: string; cancel_url: string }>();
  let failure: { status: number; message: string } | undefined;
  let base = '';

  const api = (call: StripeCall): { status: number; body: unknown } => {
    const { params } = call;
    if (call.method === 'GET' && call.path === '/v1/prices') {
      const keys = Object.entries(params)
        .filter(([key]) => key.startsWith('lookup_keys'))
        .map(([, value]) => value);
      const data = prices.filter((price) => keys.includes(price.lookup_key));
      return { status: 200, body: { object: 'list', url: '/v1/prices', has_more: false, data } };
    }
    if (call.method === 'POST' && call.path === '/v1/prices') {
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        lookup_key: params.lookup_key,
        unit_amount: Number(params.unit_amount),
        currency: params.currency,
        recurring: { interval: params['recurring[interval]'] },
      };
      prices.push(price);
      return { status: 200, body: price };
    }
    if (call.method === 'POST' && call.path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        name: params.name ?? null,
        email: params.email ?? null,
        metadata: { provider_id: params['metadata[provider_id]'] },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      if (!customers.has(params.customer))
        return {
          status: 400,
          body: { error: { message: `No such customer: ${params.customer}` } },
        };
      const session = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: { provider_id: params['metadata[provider_id]'] },
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: '',
      };
      session.url = `${base}/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
      const portal = { id: id('bps'), object: 'billing_portal.session', url: '' };
      portal.url = `${base}/p/session/${portal.id}?customer=${params.customer}`;
      return { status: 200, body: portal };
    }
    return { status: 404, body: { error: { message: `Unrecognized request URL (${call.path})` } } };
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // The pages a browser is sent to: Checkout (with a way back) and the customer portal.
    const checkout = /^\/c\/pay\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && (checkout || url.pathname.startsWith('/p/session/'))) {
      const session = checkout ? sessions.get(checkout[1]) : undefined;
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(
        checkout
          ? html(
              'Local Stripe Checkout',
              `<p>StockFlow Pro: $19.00 per month</p><a href="${session?.success_url ?? '/'}">Pay and return</a>`,
            )
          : html('Local Stripe customer portal', '<p>Your subscription: StockFlow Pro</p>'),
      );
      return;
    }
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const call: StripeCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params: await readForm(req),
      idempotencyKey,
    };
    calls.push(call);
    if (failure) {
      const { status, message } = failure;
      failure = undefined;
      stripeError(res, status, message);
      return;
    }
    const remembered = idempotencyKey && byIdempotencyKey.get(`${call.path} ${idempotencyKey}`);
    if (remembered) {
      json(res, 200, remembered);
      return;
    }
    const answer = api(call);
    if (idempotencyKey && answer.status === 200)
      byIdempotencyKey.set(`${call.path} ${idempotencyKey}`, answer.body);
    json(res, answer.status, answer.body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    prices,
    failNext(status, message) {
      failure = { status, message };
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
