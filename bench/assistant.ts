/**
 * The assistant's answer latency on the demo data (`npm run seed`'s provider: 3 locations, 50
 * products, 10 clients, 90 days of orders), with the built-in planner, through the real app
 * over HTTP. See bench/README.md.
 *
 *   npm run bench:assistant
 *   BENCH_REQUESTS=500 npm run bench:assistant
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../apps/api/app.module';
import { seedDemo } from '../apps/api/seed/seed-demo';
import { loadConfig } from '../modules/platform';
import { percentile, startBenchApp } from './support/bench-app';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const TARGET_P95_MS = 300;

/** The panel's quick questions, then the common forms, against the demo names. */
const QUESTIONS = [
  'Top 5 clients by revenue this month',
  'Revenue by month this year',
  'Products low in stock',
  'Pending orders',
  'Best-selling products this month',
  'Products low in stock at Main',
  'Orders pending for Corner Deli',
  'How many units of Apples Crate are committed',
  'Revenue by client last 30 days',
  'Daily revenue last 90 days',
  'Units sold by product by location',
  'Stock of Pears Box at North Depot',
];

async function main() {
  const bench = await startBenchApp();
  try {
    process.stderr.write('  seeding the demo provider through the real commands…\n');
    const started = performance.now();
    // A second app context on the same database appends the events; the bench app's own
    // projection runner builds the read models from them.
    const seeder = await NestFactory.createApplicationContext(
      AppModule.forRoot({
        config: loadConfig({
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          PROJECTIONS_ENABLED: 'false',
          AUTH_SECRET: 'bench-secret-for-signing-access-tokens-0123',
        }),
        databaseUrl: bench.databaseUrl,
      }),
      { logger: ['warn', 'error'] },
    );
    const seeded = await seedDemo(seeder).finally(() => seeder.close());
    const login = await post<{ access_token: string }>(bench.base, '/api/auth/login', '', {
      email: seeded.email,
      password: seeded.password,
    });
    const auth = `Bearer ${login.access_token}`;
    await waitForOrders(bench.base, auth, seeded.providerId, seeded.orders);
    process.stderr.write(
      `  ${seeded.orders} orders seeded and projected in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );

    const path = `/api/provider/${seeded.providerId}/llm-query-2`;
    const ask = async (query: string) => {
      const t0 = performance.now();
      const response = await fetch(`${bench.base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { answer?: string; table_data?: unknown };
      const client = performance.now() - t0;
      if (!response.ok || !body.table_data)
        throw new Error(`"${query}" answered ${response.status}: ${JSON.stringify(body)}`);
      const server = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
      answers.set(query, body.answer ?? '');
      return { client, server };
    };

    const answers = new Map<string, string>();
    for (const query of QUESTIONS) for (let i = 0; i < 5; i++) await ask(query);
    const client: number[] = [];
    const server: number[] = [];
    const byQuestion = new Map<string, number[]>(QUESTIONS.map((q) => [q, []]));
    for (let i = 0; i < REQUESTS; i++) {
      const query = QUESTIONS[i % QUESTIONS.length];
      const timing = await ask(query);
      client.push(timing.client);
      server.push(timing.server);
      byQuestion.get(query)!.push(timing.client);
    }
    for (const list of [client, server, ...byQuestion.values()]) list.sort((a, b) => a - b);

    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const p95 = percentile(client, 95);
    const load = os.loadavg().map((n) => n.toFixed(2));
    console.log(
      `assistant on ${os.cpus().length} cores (load ${load.join(' ')}), ${bench.origin}, built-in planner, demo data (${seeded.orders} orders), ${REQUESTS} questions one at a time:`,
    );
    console.log(
      `  answer latency (client, HTTP round trip): p50 ${ms(percentile(client, 50))}, p95 ${ms(p95)}, max ${ms(client.at(-1)!)} (target p95 < ${TARGET_P95_MS} ms) ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  server-side (Server-Timing): p50 ${ms(percentile(server, 50))}, p95 ${ms(percentile(server, 95))}`,
    );
    console.log('  per question, client p50 / p95, and the answer:');
    for (const [query, list] of byQuestion)
      console.log(
        `    ${query}: ${ms(percentile(list, 50))} / ${ms(percentile(list, 95))}\n      ${answers.get(query)}`,
      );
  } finally {
    await bench.close();
  }
}

async function post<T>(origin: string, path: string, auth: string, body: object): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: auth },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits until the orders read model holds every seeded order. */
async function waitForOrders(origin: string, auth: string, providerId: string, orders: number) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const response = await fetch(`${origin}/api/provider/${providerId}/orders?type=ORDER&limit=1`, {
      headers: { Authorization: auth },
    });
    const total = ((await response.json()) as { pagination?: { total?: number } }).pagination
      ?.total;
    if (total === orders) return;
    if (Date.now() > deadline) throw new Error(`projected ${total} of ${orders} orders in 3 min`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
