import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import type { TestApp } from '../testing/create-test-app';
import { answerProblem } from './answer-check';
import { type FuzzRequest, RequestArbitraries } from './requests';
import type { FuzzRoute } from './route-catalog';
import { readable, restoreWorld, type World } from './world';
import { type WriteLog, writesAfterAnswer } from './write-log';

export interface FuzzFailure {
  route: string;
  problem: string;
  /** The smallest request fast-check shrank the failure to, ids and tokens named. */
  request: string;
  seed: number;
}

export interface RouteRun {
  route: string;
  cases: number;
  ms: number;
  /** Of which: waiting for answers. */
  sendMs: number;
  /** How many answers of each status. */
  statuses: Record<number, number>;
  /** How many refusals of each status and message. */
  refusals: Map<string, number>;
}

export interface FuzzContext {
  app: NestFastifyApplication;
  world: World;
  arbitraries: RequestArbitraries;
  writes: WriteLog;
}

interface Answer {
  status: number;
  contentType?: string;
  text: string;
}

const EXCERPT = 300;
const MAX_PROBLEMS = 4;

/** A failed check: its kind (without the answer's text) tells one problem from another. */
class Problem extends Error {
  constructor(
    readonly kind: string,
    answer: string,
  ) {
    super(`${kind}: ${answer}`);
  }
}
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT)}… (${text.length} chars)` : text;

function messageOf(text: string): string {
  try {
    return excerpt(String(JSON.parse(text).message)).slice(0, 120);
  } catch {
    return excerpt(text).slice(0, 120);
  }
}

async function send(app: NestFastifyApplication, request: FuzzRequest): Promise<Answer> {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const type = res.headers['content-type'];
  return {
    status: res.statusCode,
    contentType: type === undefined ? undefined : String(type),
    text: res.payload,
  };
}

/** A request as one would type it, long values cut, ids and tokens named. */
export function describeRequest(world: World, request: FuzzRequest): string {
  const show = (text: string) => excerpt(readable(world, text));
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `\n  ${name}: ${show(value)}`)
    .join('');
  const body = request.payload === undefined ? '' : `\n  ${show(request.payload)}`;
  return `${request.method} ${show(request.url)}${headers}${body}`;
}

/** Stable per route, so that FUZZ_ROUTE narrows a run without changing what each route gets. */
function routeSeed(seed: number, key: string): number {
  let hash = seed | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Fuzzes one route with `runs` requests, each checked as soon as it is answered: its status,
 * its error's shape, and, when refused, that the write log did not move (the previous answer's
 * mark is this one's "before"). A failure is shrunk by fast-check to a small request.
 */
export async function fuzzRoute(
  ctx: FuzzContext,
  route: FuzzRoute,
  runs: number,
  seed: number,
): Promise<{ run: RouteRun; failures: FuzzFailure[] }> {
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const started = Date.now();
  let cases = 0;
  let sendMs = 0;
  const statuses: Record<number, number> = {};
  const refusals = new Map<string, number>();
  let before = await ctx.writes.mark();
  const failures: FuzzFailure[] = [];
  const routeSeedValue = routeSeed(seed, key);

  // A route's first failure would hide the others: once a kind of problem is found, later
  // runs pass it, so one run names up to MAX_PROBLEMS different problems per route.
  const known = new Set<string>();
  const property = fc.asyncProperty(ctx.arbitraries.request(route), async (request) => {
    cases++;
    const sent = performance.now();
    const answer = await send(ctx.app, request);
    sendMs += performance.now() - sent;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 400) {
      const refusal = `${answer.status} ${messageOf(answer.text)}`;
      refusals.set(refusal, (refusals.get(refusal) ?? 0) + 1);
    }
    const problem = answerProblem(answer.status, answer.contentType, answer.text);
    if (problem && !known.has(problem)) throw new Problem(problem, excerpt(answer.text));
    const after = await ctx.writes.mark();
    const mark = before;
    before = answer.status < 300 && writesAfterAnswer(key) ? await ctx.writes.settled() : after;
    if (answer.status >= 400 && after !== mark) {
      const kind = `refused with ${answer.status} but wrote to ${(await ctx.writes.tablesSince(mark)).join(', ')}`;
      if (!known.has(kind)) throw new Problem(kind, excerpt(answer.text));
    }
  });
  let left = runs;
  for (let attempt = 0; left > 0 && known.size < MAX_PROBLEMS; attempt++) {
    const details = await fc.check(property, { numRuns: left, seed: routeSeedValue + attempt });
    if (!details.failed || !details.counterexample) break;
    left -= details.numRuns;
    const error = details.errorInstance;
    const kind = error instanceof Problem ? error.kind : String(error);
    known.add(kind);
    failures.push({
      route: key,
      problem: readable(ctx.world, error instanceof Error ? error.message : String(error)),
      request: describeRequest(ctx.world, details.counterexample[0]),
      seed: routeSeedValue + attempt,
    });
  }
  return {
    run: {
      route: key,
      cases,
      ms: Date.now() - started,
      sendMs: Math.round(sendMs),
      statuses,
      refusals,
    },
    failures,
  };
}

export interface FuzzPass {
  /** What the pass runs against, for the report (`self-hosted`, `Stripe mode`). */
  label: string;
  t: TestApp;
  world: World;
  routes: FuzzRoute[];
  writes: WriteLog;
  /** Cases for a route. */
  runsFor(route: FuzzRoute): number;
  seed: number;
  /** Only routes whose `METHOD /path` contains this. */
  only?: string;
}

/**
 * Fuzzes each route of the pass in turn, the world restored before each that follows a write; reports the cases
 * run and the time taken (per route too with FUZZ_VERBOSE), and the problems found.
 */
export async function fuzzPass(
  pass: FuzzPass,
): Promise<{ report: string; failures: FuzzFailure[] }> {
  const chosen = pass.routes.filter(
    (r) => !pass.only || `${r.method.toUpperCase()} ${r.path}`.includes(pass.only),
  );
  const started = Date.now();
  const cpu = process.cpuUsage();
  const runs: RouteRun[] = [];
  const failures: FuzzFailure[] = [];
  let restored = -1;
  for (const route of chosen) {
    // The world changes only by writes: unless the last route wrote, it is as it was.
    if ((await pass.writes.mark()) !== restored) {
      await restoreWorld(pass.t, pass.world);
      restored = await pass.writes.mark();
    }
    const ctx = {
      app: pass.t.app,
      world: pass.world,
      arbitraries: new RequestArbitraries(pass.world),
      writes: pass.writes,
    };
    const result = await fuzzRoute(ctx, route, pass.runsFor(route), pass.seed);
    runs.push(result.run);
    failures.push(...result.failures);
  }
  const cases = runs.reduce((n, r) => n + r.cases, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const used = process.cpuUsage(cpu);
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
  const verbose = Boolean(process.env.FUZZ_VERBOSE);
  const lines = [
    `Fuzz (${pass.label}): ${cases} cases over ${runs.length} routes in ${seconds} s, ${cpuSeconds} s of CPU in this process (FUZZ_SEED=${pass.seed})`,
    ...[...runs]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, verbose ? runs.length : 3)
      .map((r) => {
        const statuses = Object.entries(r.statuses).map(([status, n]) => `${status}: ${n}`);
        return `  ${r.route}: ${r.cases} cases in ${r.ms} ms (answers ${r.sendMs} ms; ${statuses.join(', ')})`;
      }),
    ...(verbose
      ? runs.flatMap((r) => [
          `  ${r.route}, most frequent refusals:`,
          ...[...r.refusals]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8)
            .map(([refusal, n]) => `    ${n} x ${readable(pass.world, refusal)}`),
        ])
      : []),
  ];
  return { report: lines.join('\n'), failures };
}

/** The problems of a run, for a test failure's message. */
export function describeFailures(failures: FuzzFailure[], seed: number): string {
  const routes = new Set(failures.map((f) => f.route)).size;
  return `${failures.length} problem(s) on ${routes} route(s) (replay with FUZZ_SEED=${seed}):\n\n${failures
    .map((f) => `${f.route}\n  ${f.problem}\n  ${f.request}`)
    .join('\n\n')}`;
}
