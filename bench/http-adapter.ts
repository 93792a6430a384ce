/**
 * What an authenticated GET of one small query costs on each HTTP stack, measured in one run
 * on one database, taking turns slice by slice: NestJS on Express (the adapter the app had),
 * NestJS on Fastify (the adapter it has), and a bare node:http + pg server doing the same
 * token check and the same two queries (the floor). See bench/README.md.
 *
 *   npm run bench:http
 *   BENCH_SECONDS=10 BENCH_ROUNDS=5 npm run bench:http
 *   BENCH_STACKS=fastify npm run bench:http      # one stack only
 *   BENCH_STACKS=fastify BENCH_PROFILE=get.cpuprofile npm run bench:http
 *                          # a CPU profile of the measured slices (main thread: the servers)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { Pool } from 'pg';
import { AppModule } from '../apps/api/app.module';
import { configureNest } from '../apps/api/configure-app';
import { SignedTokens } from '../modules/identity';
import { loadConfig } from '../modules/platform';
import { startBenchApp } from './support/bench-app';
import { CpuSpent, cpuMeter } from './support/cpu';
import { DriveResult, inWorker } from './support/drive';
import { profileTo } from './support/main-profile';
import { ReadLoad } from './support/read-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECRET = 'bench-secret-for-signing-access-tokens-0123';

/** The same app on Express, as it was served before the move: Nest's pipes, guards, logger. */
async function startExpress(databaseUrl: string, dataDir: string): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    PROJECTIONS_ENABLED: 'false',
  });
  const app = await NestFactory.create(
    AppModule.forRoot({ config, databaseUrl }),
    new ExpressAdapter(),
    {
      logger: ['warn', 'error'],
    },
  );
  configureNest(app);
  await app.listen(0, '127.0.0.1');
  closers.push(() => app.close());
  return (await app.getUrl()).replace('[::1]', '127.0.0.1');
}

/** node:http and pg alone: the token's signature, the membership row, the locations. */
async function startBare(databaseUrl: string): Promise<string> {
  const pool = new Pool({ connectionString: databaseUrl, max: 8 });
  const tokens = new SignedTokens(loadConfig({ AUTH_SECRET: SECRET }));
  const server = http.createServer(async (req, res) => {
    try {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const userId = (await tokens.verifyAccess(token)).sub;
      const providerId = req.url!.split('/')[3];
      const member = await pool.query({
        name: 'member',
        text: `SELECT invited_by, permissions_denied FROM identity_memberships
                WHERE provider_id = $1 AND user_id = $2 AND active AND accepted_at IS NOT NULL`,
        values: [providerId, userId],
      });
      if (!member.rows[0]) throw new Error('not a member');
      const { rows } = await pool.query({
        name: 'locations',
        text: `SELECT id, name, active, is_default AS "default", provider_id AS provider
                 FROM locations WHERE provider_id = $1 ORDER BY name`,
        values: [providerId],
      });
      const body = JSON.stringify({ locations: rows });
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    } catch {
      res.writeHead(403).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closers: (() => Promise<unknown>)[] = [];

interface Tally {
  count: number;
  seconds: number;
  cpu: number;
  postgres: number;
  p50: number[];
  p99: number[];
}

async function main() {
  const bench = await startBenchApp({ AUTH_SECRET: SECRET });
  try {
    const path = `/api/provider/${bench.providerId}/locations`;
    for (let i = 0; i < 5; i++)
      await bench.call(
        'POST',
        `/api/provider/${bench.providerId}/location`,
        JSON.stringify({ name: `L${i}` }),
      );
    const only = process.env.BENCH_STACKS?.split(',');
    const wanted = (key: string) => !only || only.includes(key);
    const stacks: Record<string, string> = {
      ...(wanted('express') && {
        'NestJS on Express': await startExpress(bench.databaseUrl, os.tmpdir()),
      }),
      ...(wanted('fastify') && { 'NestJS on Fastify': bench.base }),
      ...(wanted('bare') && { 'node:http + pg': await startBare(bench.databaseUrl) }),
    };
    const tallies = new Map<string, Tally>(
      Object.keys(stacks).map((name) => [
        name,
        { count: 0, seconds: 0, cpu: 0, postgres: 0, p50: [], p99: [] },
      ]),
    );
    const slice = (base: string, seconds: number) =>
      inWorker<DriveResult>('read-load', {
        url: `${base}${path}`,
        authorization: bench.authorization(),
        concurrency: CONCURRENCY,
        seconds,
      } satisfies ReadLoad);
    for (const base of Object.values(stacks)) await slice(base, 1); // warm-up
    const stopProfile = await profileTo(process.env.BENCH_PROFILE);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, base] of Object.entries(stacks)) {
        const meter = cpuMeter();
        const result = await slice(base, SECONDS);
        const spent: CpuSpent = meter();
        const tally = tallies.get(name)!;
        tally.count += result.count;
        tally.seconds += SECONDS;
        tally.cpu += spent.appMs;
        tally.postgres += spent.postgresMs;
        tally.p50.push(result.p50);
        tally.p99.push(result.p99);
        process.stderr.write(
          `  round ${round + 1} ${name}: ${result.perSecond.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms\n`,
        );
      }
    }
    await stopProfile();
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `authenticated GET of a provider's locations, ${CONCURRENCY} clients, ${ROUNDS} rounds of ${SECONDS} s per stack, taking turns (CPU: this process, the load's thread included):`,
    );
    const rate = (t: Tally) => t.count / t.seconds;
    const express = tallies.get('NestJS on Express');
    const bare = tallies.get('node:http + pg');
    const versus = (t: Tally) =>
      [
        express && `x${(rate(t) / rate(express)).toFixed(2)} of Express`,
        bare && `${((100 * rate(t)) / rate(bare)).toFixed(0)}% of bare`,
      ]
        .filter(Boolean)
        .join(', ');
    for (const [name, t] of tallies) {
      const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`;
      console.log(
        `  ${name.padEnd(18)} ${rate(t).toFixed(0).padStart(6)}/s (${versus(t)}); CPU per request: app ${(t.cpu / t.count).toFixed(2)} ms, PostgreSQL ${(t.postgres / t.count).toFixed(2)} ms; p50 ${range(t.p50)} ms, p99 ${range(t.p99)} ms`,
      );
    }
  } finally {
    for (const close of closers.reverse()) await close();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
