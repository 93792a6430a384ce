import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  Anchor,
  AnchoredReport,
  AuditFiles,
  auditReportCsv,
  leavesFile,
  loadKey,
  lotProblems,
  openAuditContext,
  ReplayStock,
  readLeaves,
  readText,
  SignCheckpoints,
  StockAuditReport,
  VerifyChain,
  valueProblems,
} from '../../modules/audit';
import {
  DAY_OR_INSTANT,
  Database,
  EventStore,
  formatPosition,
  isUuid,
  Migration,
  migrate,
  PROJECTION_LOCK_CLASS,
  Projection,
  readCheckpoints,
  rebuildProjection,
  typesOf,
  verifyProjection,
} from '../../modules/platform';
import { progressBar } from './progress-bar';

export interface CliContext {
  db: Database;
  store: EventStore;
  projections: readonly Projection[];
  migrations: readonly Migration[];
  out: Writable & { isTTY?: boolean };
  err: Writable & { isTTY?: boolean };
  /** Where the app keeps its signing key, checkpoints and leaves (from DATA_DIR). */
  audit?: AuditFiles;
}

export const USAGE = `Usage: npm run cli -- <command>

  migrate                      apply the migrations not applied yet
  projections status           each projection: version, position, lag, which process runs it
  projections rebuild <name>   replay every event into fresh tables and swap them in
  projections verify <name>    rebuild aside and print every row that differs (exit 1 if any)
  audit replay --provider <id> [--as-of <time>]
                               fold the provider's raw stock events in commit order, walk the
                               ledger beside them row by row, and compare the figures as of a
                               moment (default now) (exit 1 on any difference)
  audit verify-chain --provider <id> [--anchor <file>] [--leaves <file>] [--public-key <file>]
                               recompute the provider's hash chain of stock events and name the
                               first broken link; with --anchor (a file of signed checkpoints),
                               also check that the log only grew since each checkpoint, naming
                               the first event that no longer matches (exit 1 on any failure)
  audit checkpoint             sign a checkpoint of every provider's new stock events now
  audit report --provider <id> --from <time> --to <time> [--location <id>] [--format csv|json]
                               the auditor's report of the period: opening and closing stock per
                               product and location, movements by type and reason, each
                               adjustment with who and why, the replay's verdict and the signed
                               checkpoint that covers it (CSV by default) (exit 1 when the
                               replay or the figures disagree)
`;

/** Process id and name of whoever holds a projection's lease (see ProjectionRunner). */
async function leaseHolders(db: Database): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; holder: string }>(
    `SELECT c.name, a.pid || ' ' || coalesce(a.client_addr::text, 'local') AS holder
       FROM projection_checkpoints c
       JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.classid = $1
        AND l.objid::text::bigint = (hashtext(c.name)::bigint & 4294967295)
       JOIN pg_stat_activity a ON a.pid = l.pid`,
    [PROJECTION_LOCK_CLASS],
  );
  return new Map(rows.map((r) => [r.name, `backend ${r.holder}`]));
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return `${rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

async function status(ctx: CliContext): Promise<number> {
  const checkpoints = new Map((await readCheckpoints(ctx.db)).map((c) => [c.name, c]));
  const holders = await leaseHolders(ctx.db);
  const rows = [['PROJECTION', 'VERSION', 'POSITION', 'LAG', 'RUN BY', 'UPDATED']];
  for (const p of ctx.projections) {
    const c = checkpoints.get(p.name);
    const lag = c
      ? await ctx.store.countAfter(c.position, { types: typesOf(p), cap: 1_000_000 })
      : undefined;
    rows.push([
      p.name,
      c
        ? c.version === p.version
          ? `${c.version}`
          : `${c.version} (code: ${p.version})`
        : `- (code: ${p.version})`,
      c ? formatPosition(c.position) : 'not built',
      lag === undefined ? '-' : lag.toLocaleString('en-US'),
      holders.get(p.name) ?? 'nobody',
      c ? c.updatedAt.toISOString() : '-',
    ]);
  }
  ctx.out.write(table(rows));
  return 0;
}

function find(ctx: CliContext, name: string | undefined): Projection | undefined {
  const projection = ctx.projections.find((p) => p.name === name);
  if (!projection) {
    ctx.err.write(
      `${name ? `No projection named "${name}"` : 'Name a projection'}. Known: ${ctx.projections.map((p) => p.name).join(', ')}\n`,
    );
  }
  return projection;
}

async function rebuild(ctx: CliContext, name?: string): Promise<number> {
  const projection = find(ctx, name);
  if (!projection) return 2;
  const bar = progressBar(`rebuild ${projection.name}`, ctx.err);
  const position = await rebuildProjection(ctx.db, ctx.store, projection, bar.update);
  bar.done();
  ctx.out.write(
    `Rebuilt ${projection.name} up to ${formatPosition(position)} and swapped it in.\n`,
  );
  return 0;
}

async function verify(ctx: CliContext, name?: string): Promise<number> {
  const projection = find(ctx, name);
  if (!projection) return 2;
  const bar = progressBar(`verify ${projection.name}`, ctx.err);
  const differences = await verifyProjection(ctx.db, ctx.store, projection, {
    onProgress: bar.update,
  });
  bar.done();
  if (differences.length === 0) {
    ctx.out.write(`${projection.name}: the live read model matches a rebuild from the events.\n`);
    return 0;
  }
  ctx.out.write(`${projection.name}: ${differences.length} row(s) differ from a rebuild:\n`);
  for (const d of differences) {
    const meaning = d.kind === 'missing' ? 'missing from the live table' : 'not in the rebuild';
    ctx.out.write(`  ${d.table}: ${meaning}: ${JSON.stringify(d.row)}\n`);
  }
  return 1;
}

/**
 * Runs `work` on the audit's command and query buses (a Nest context of the audit module over
 * the CLI's database and store), closed after.
 */
async function onAudit<T>(
  ctx: CliContext,
  work: (buses: { commands: CommandBus; queries: QueryBus }) => Promise<T>,
): Promise<T> {
  const context = await openAuditContext({ db: ctx.db, store: ctx.store, files: ctx.audit });
  try {
    return await work({ commands: context.get(CommandBus), queries: context.get(QueryBus) });
  } finally {
    await context.close();
  }
}

/** `--name value` options after the command words. */
function options(argv: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < argv.length; i++)
    if (argv[i].startsWith('--') && argv[i + 1] !== undefined)
      found.set(argv[i].slice(2), argv[++i]);
  return found;
}

async function audit(
  ctx: CliContext,
  sub: string | undefined,
  argv: readonly string[],
): Promise<number> {
  const given = options(argv);
  if (sub === 'checkpoint') return checkpoint(ctx);
  const providerId = given.get('provider');
  if (!providerId || !isUuid(providerId)) {
    ctx.err.write('Name the provider: --provider <provider id>\n');
    return 2;
  }
  if (sub === 'replay') {
    const asOf = new Date(given.get('as-of') ?? Date.now());
    if (Number.isNaN(asOf.getTime())) {
      ctx.err.write('--as-of must be an ISO date and time\n');
      return 2;
    }
    let seconds = 0;
    const report = await onAudit(ctx, async ({ queries }) => {
      const bar = progressBar('replay stock events', ctx.err);
      const started = performance.now();
      const replayed = await queries.execute(new ReplayStock(providerId, asOf, bar.update));
      bar.done();
      seconds = (performance.now() - started) / 1000;
      return replayed;
    });
    ctx.out.write(
      `Replayed ${report.events} stock events of the provider (${Math.round(report.events / Math.max(seconds, 0.001)).toLocaleString('en-US')} events/s) into ${report.cells} cells as of ${asOf.toISOString()}.\n`,
    );
    for (const bad of report.inconsistent)
      ctx.out.write(
        `  event at ${bad.at} (${bad.productId} at ${bad.locationId}) carries a level its deltas do not add up to\n`,
      );
    if (report.ledger)
      ctx.out.write(
        `  ledger row ${report.ledger.row} (event ${report.ledger.eventId}, position ${report.ledger.position}) is out of commit order or unlike its event: ${report.ledger.reason}\n`,
      );
    const lots = [...lotProblems(report.lots), ...valueProblems(report.value)];
    for (const problem of lots) ctx.out.write(`  ${problem}\n`);
    if (
      report.differences.length === 0 &&
      report.inconsistent.length === 0 &&
      !report.ledger &&
      lots.length === 0
    ) {
      ctx.out.write('The ledger agrees with the events, row by row in commit order.\n');
      if (report.lots.checked > 0)
        ctx.out.write(
          `The lots agree with the events (${report.lots.checked} stock events with lots).\n`,
        );
      if (report.value.checked > 0)
        ctx.out.write(
          `The stock value agrees with the events (${report.value.checked} events valued).\n`,
        );
      return 0;
    }
    for (const d of report.differences)
      ctx.out.write(
        `  product ${d.product_id} at ${d.location_id}: events say ${d.replayed[0]} current / ${d.replayed[1]} committed, the ledger ${d.ledger[0]} / ${d.ledger[1]}\n`,
      );
    return 1;
  }
  if (sub === 'report') return report(ctx, providerId, given);
  if (sub === 'verify-chain') {
    const anchorFile = given.get('anchor');
    const anchor =
      anchorFile === undefined ? undefined : anchorOf(ctx, providerId, anchorFile, given);
    if (anchor === null) return 2;
    const report = await onAudit(ctx, async ({ queries }) => {
      const bar = progressBar('verify chain', ctx.err);
      const verified = await queries.execute(new VerifyChain(providerId, anchor, bar.update));
      bar.done();
      return verified;
    });
    let code = 0;
    if (report.broken) {
      const b = report.broken;
      ctx.out.write(
        `Broken at link ${b.seq}: event ${b.eventId} (position ${b.position}): ${b.reason}.\n`,
      );
      code = 1;
    } else ctx.out.write(`The chain of ${report.links} links matches the stored events.\n`);
    if (report.anchored && anchorFile !== undefined)
      code = Math.max(code, anchored(ctx, anchorFile, report.anchored));
    return code;
  }
  ctx.err.write(USAGE);
  return 2;
}

/** A time option (a day or an ISO date and time), or undefined after saying what is wrong. */
function timeOption(ctx: CliContext, given: Map<string, string>, name: string): Date | undefined {
  const value = given.get(name);
  const time = value && DAY_OR_INSTANT.test(value) ? new Date(value) : undefined;
  if (!time || Number.isNaN(time.getTime())) {
    ctx.err.write(`--${name} must be an ISO date and time, e.g. 2026-11-21T09:30:00Z\n`);
    return undefined;
  }
  return time;
}

/** `audit report`: the auditor's report of a period, as CSV (or JSON) on stdout. */
async function report(
  ctx: CliContext,
  providerId: string,
  given: Map<string, string>,
): Promise<number> {
  const from = timeOption(ctx, given, 'from');
  const to = from && timeOption(ctx, given, 'to');
  if (!from || !to) return 2;
  if (from > to) {
    ctx.err.write('--from must not be after --to\n');
    return 2;
  }
  const locationId = given.get('location');
  if (locationId !== undefined && !isUuid(locationId)) {
    ctx.err.write('--location must be a location id\n');
    return 2;
  }
  const format = given.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'json') {
    ctx.err.write('--format must be csv or json\n');
    return 2;
  }
  let made: Awaited<ReturnType<typeof auditReportOf>>;
  try {
    made = await auditReportOf(ctx, providerId, from, to, locationId?.toLowerCase());
  } catch (error) {
    if ((error as { kind?: string }).kind !== 'invalid') throw error;
    ctx.err.write(`${(error as Error).message}\n`);
    return 2;
  }
  ctx.out.write(format === 'json' ? `${JSON.stringify(made, null, 2)}\n` : auditReportCsv(made));
  return made.replay.agrees && made.totals.reconciles ? 0 : 1;
}

const auditReportOf = (
  ctx: CliContext,
  providerId: string,
  from: Date,
  to: Date,
  locationId?: string,
) =>
  onAudit(ctx, ({ queries }) =>
    queries.execute(new StockAuditReport(providerId, { from, to }, new Date(), locationId)),
  );

async function checkpoint(ctx: CliContext): Promise<number> {
  if (!ctx.audit) {
    ctx.err.write('No data folder to keep checkpoints in.\n');
    return 2;
  }
  const run = await onAudit(ctx, ({ commands }) => commands.execute(new SignCheckpoints()));
  for (const c of run.signed)
    ctx.out.write(
      `Signed: provider ${c.provider}, ${c.count} stock events up to ${c.position}, root ${c.root}\n`,
    );
  for (const [providerId, reason] of run.refused)
    ctx.out.write(`Not signed: provider ${providerId}: ${reason}\n`);
  if (run.signed.length === 0 && run.refused.size === 0)
    ctx.out.write('Nothing new to sign (or another process is signing right now).\n');
  ctx.out.write(`Checkpoints are appended to ${ctx.audit.checkpointsFile}\n`);
  return run.refused.size > 0 ? 1 : 0;
}

/** What `verify-chain --anchor` checks with: the file, the public key and the kept leaves. */
function anchorOf(
  ctx: CliContext,
  providerId: string,
  file: string,
  given: Map<string, string>,
): Anchor | null {
  const keyFile = given.get('public-key') ?? ctx.audit?.keyFile;
  if (!existsSync(file)) {
    ctx.err.write(`No anchor file at ${file}\n`);
    return null;
  }
  if (!keyFile || !existsSync(keyFile)) {
    ctx.err.write(
      `No key to check the signatures with${keyFile ? ` at ${keyFile}` : ''}: give --public-key <file> (the PEM of GET …/audit/checkpoints)\n`,
    );
    return null;
  }
  const leaves = given.get('leaves') ?? (ctx.audit ? leavesFile(ctx.audit, providerId) : undefined);
  return {
    text: readText(file),
    key: loadKey(keyFile),
    kept: leaves && existsSync(leaves) ? readLeaves(leaves) : undefined,
  };
}

/** Prints the anchored check; 1 when a checkpoint fails or is not signed by the key. */
function anchored(ctx: CliContext, file: string, report: AnchoredReport): number {
  let failed = false;
  if (report.unreadable.length > 0)
    ctx.out.write(`Lines ${report.unreadable.join(', ')} of ${file} are not checkpoints.\n`);
  if (report.forged > 0) {
    failed = true;
    ctx.out.write(
      `${report.forged} checkpoint(s) of the provider in ${file} are not signed by this key.\n`,
    );
  }
  if (report.checkpoints === 0) {
    ctx.out.write(`${file} holds no checkpoint of this provider signed by this key.\n`);
    return 1;
  }
  const b = report.broken;
  if (b) {
    ctx.out.write(
      `The checkpoint of ${b.checkpoint.count} stock events (up to ${b.checkpoint.position}, signed ${b.checkpoint.time}) no longer matches: ${b.reason}.\n`,
    );
    if (b.first)
      ctx.out.write(
        `The first event that no longer matches: number ${b.first.number}, event ${b.first.id} at position ${b.first.position}.\n`,
      );
    else if (b.among) {
      const name = (e: typeof b.among.from) =>
        e ? `number ${e.number} (event ${e.id} at ${e.position})` : 'the end of the log';
      ctx.out.write(
        `The first event that no longer matches lies between ${name(b.among.from)} and ${name(b.among.to)}; the leaf file kept with the checkpoints names it exactly.\n`,
      );
    }
    failed = true;
  }
  if (report.extends)
    ctx.out.write(
      `Today's ${report.events} stock events extend the checkpoint of ${report.extends.count} (signed ${report.extends.time}): consistency proof of ${report.extends.proofHashes} hashes (${report.extends.proofBytes} bytes) ${report.extends.verified ? 'verified' : 'FAILED'}.\n`,
    );
  if (report.extends && !report.extends.verified) failed = true;
  if (!failed)
    ctx.out.write(
      `All ${report.checkpoints} checkpoints hold: the log only grew since each was signed.\n`,
    );
  return failed ? 1 : 0;
}

/** Runs one command; returns the exit code (0 ok, 1 a check failed, 2 a usage error). */
export async function runCli(argv: readonly string[], ctx: CliContext): Promise<number> {
  const [command, sub, name] = argv;
  if (command === 'migrate') {
    const applied = await migrate(ctx.db, ctx.migrations);
    ctx.out.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Nothing to migrate.\n');
    return 0;
  }
  if (command === 'projections' && sub === 'status') return status(ctx);
  if (command === 'projections' && sub === 'rebuild') return rebuild(ctx, name);
  if (command === 'projections' && sub === 'verify') return verify(ctx, name);
  if (command === 'audit') return audit(ctx, sub, argv.slice(2));
  ctx.err.write(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}
