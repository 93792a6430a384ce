import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { PostgresEventStore, ProjectionRunner } from '../../modules/platform';
import {
  countingProjection,
  createTestDatabase,
  eventually,
  TestDatabase,
} from '../../modules/platform/testing';
import { migrations } from '../api/composition';
import { CliContext, runCli } from './cli';

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk) => {
    text += chunk;
  });
  return { stream, text: () => text };
}

describe('the operator CLI', () => {
  let test: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  const projection = countingProjection();

  beforeAll(async () => {
    test = await createTestDatabase();
    store = new PostgresEventStore(test.db, { pollMs: 20 });
    for (let i = 0; i < 30; i++) {
      await store.append(`counter-${i % 3}`, [
        { id: randomUUID(), type: 'Counted', data: { n: i } },
      ]);
    }
    runner = new ProjectionRunner(test.db, store, [projection], { pollMs: 20 });
    runner.start();
    await eventually(() => runner.status()[0].state === 'running');
  });
  afterAll(async () => {
    await runner.stop();
    await store.close();
    await test.drop();
  });

  async function cli(...argv: string[]) {
    const out = capture();
    const err = capture();
    const ctx: CliContext = {
      db: test.db,
      store,
      projections: [projection],
      migrations,
      out: out.stream,
      err: err.stream,
    };
    const code = await runCli(argv, ctx);
    return { code, out: out.text(), err: err.text() };
  }

  it('says there is nothing to migrate on a migrated database', async () => {
    expect(await cli('migrate')).toMatchObject({ code: 0, out: 'Nothing to migrate.\n' });
  });

  it('shows each projection with its version, position, lag and the process running it', async () => {
    const { code, out } = await cli('projections', 'status');
    expect(code).toBe(0);
    const [header, line] = out.trim().split('\n');
    expect(header).toMatch(/^PROJECTION\s+VERSION\s+POSITION\s+LAG\s+RUN BY\s+UPDATED$/);
    expect(line).toMatch(/^counting\s+1\s+\d+\/\d+\s+0\s+backend \d+ /);
  });

  it('rebuilds a projection with a progress bar and keeps its rows', async () => {
    const { code, out, err } = await cli('projections', 'rebuild', 'counting');
    expect(code).toBe(0);
    expect(out).toMatch(/^Rebuilt counting up to \d+\/\d+ and swapped it in\.\n$/);
    expect(err).toMatch(/rebuild counting \[#+\] 100% 30\/30 events [\d,]+ ev\/s/);
    const { rows } = await test.db.query('SELECT count(*)::int AS n FROM applied_events');
    expect(rows[0].n).toBe(30);
  });

  it('verifies a projection: exit 0 when it matches, 1 with the differing rows when not', async () => {
    expect(await cli('projections', 'verify', 'counting')).toMatchObject({
      code: 0,
      out: 'counting: the live read model matches a rebuild from the events.\n',
    });

    await test.db.query(`DELETE FROM stream_totals WHERE stream_id = 'counter-1'`);
    const { code, out } = await cli('projections', 'verify', 'counting');
    expect(code).toBe(1);
    expect(out).toContain('counting: 1 row(s) differ from a rebuild:');
    expect(out).toContain(
      'stream_totals: missing from the live table: {"total":145,"events":10,"stream_id":"counter-1"}',
    );
  });

  it('names the known projections when given an unknown one, and shows usage for a bad command', async () => {
    expect(await cli('projections', 'rebuild', 'nope')).toMatchObject({
      code: 2,
      err: 'No projection named "nope". Known: counting\n',
    });
    const bad = await cli('frobnicate');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('projections verify <name>');
  });
});
