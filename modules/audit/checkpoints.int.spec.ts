import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations, projections } from '../../apps/api/composition';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { runCliCapturing } from '../../apps/cli/testing';
import { Database, EVENT_STORE, EventStore } from '../platform';
import { eventually } from '../platform/testing';
import { auditFiles, Checkpointer, loadKey } from '.';
import { parseCheckpoints } from './domain/checkpoint';
import { signedBy } from './infrastructure/checkpoint-files';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('anchored checkpoints', () => {
  let t: TestApp;
  let db: Database;
  let store: EventStore;
  let owner: SignedUp;
  let shop: Shop;
  let dataDir: string;
  let base: string;
  const files = () => auditFiles({ DATA_DIR: dataDir, AUDIT_SIGNING_KEY_FILE: undefined });

  const cli = (...argv: string[]) =>
    runCliCapturing(argv, { db, store, projections, migrations, audit: files() });
  const stockIn = (product: string, quantity: number) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products[product].id, quantity }],
    }).expect(201);
  /** Downloads the provider's checkpoints as a file, as an auditor keeps them. */
  const download = async (who: SignedUp) => {
    const res = await asMember(t, who)
      .get(`${base}/audit/checkpoints?format=jsonl`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = join(mkdtempSync(join(tmpdir(), 'anchor-')), 'checkpoints.jsonl');
    writeFileSync(file, res.body as string);
    return file;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stockflow-audit-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    db = t.test.db;
    store = t.app.get<EventStore>(EVENT_STORE);
    owner = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    shop = await openShop(t, owner, { locations: ['Main'], products: { Nut: 1, Bolt: 2 } });
  }, 60_000);
  afterAll(() => t.close());

  it('creates its signing key at the first start, readable by the app user only', () => {
    const { dir, keyFile } = files();
    expect(mode(dir)).toBe(0o700);
    expect(mode(keyFile)).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8')).toContain('BEGIN PRIVATE KEY');
  });

  it('signs a checkpoint on demand, keeps it in a private file, and offers it to members and auditors', async () => {
    for (const quantity of [5, 6, 7]) await stockIn('Nut', quantity);
    await stockIn('Bolt', 3);
    const { checkpoint } = (await asMember(t, owner).post(`${base}/audit/checkpoints`).expect(201))
      .body;
    expect(checkpoint).toMatchObject({
      provider: owner.providerId,
      count: 4,
      root: expect.stringMatching(/^[0-9a-f]{64}$/),
      key: loadKey(files().keyFile).id,
    });
    // Its head is the chain's: what `audit verify-chain` recomputes from the events.
    await settled(t);
    const { rows } = await db.query<{ hash: string }>(
      'SELECT hash FROM stock_chain WHERE provider_id = $1 ORDER BY seq DESC LIMIT 1',
      [owner.providerId],
    );
    expect(checkpoint.head).toBe(rows[0].hash);
    expect(mode(files().checkpointsFile)).toBe(0o600);
    expect(mode(join(files().leavesDir, `${owner.providerId}.bin`))).toBe(0o600);

    const auditor = await joinTeam(t, owner, `auditor-${Date.now()}@example.test`, [
      'inventory:update',
      'orders:create',
    ]);
    const listed = (await asMember(t, auditor).get(`${base}/audit/checkpoints`).expect(200)).body;
    expect(listed.checkpoints).toEqual([checkpoint]);
    expect(listed.public_key.pem).toContain('BEGIN PUBLIC KEY');
    expect(
      readFileSync(await download(auditor), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
    await asMember(t, auditor).post(`${base}/audit/checkpoints`).expect(403);

    const stranger = await signUp(t);
    await asMember(t, stranger).get(`${base}/audit/checkpoints`).expect(403);
    expect(
      (
        await asMember(t, stranger)
          .get(`/api/provider/${stranger.providerId}/audit/checkpoints`)
          .expect(200)
      ).body.checkpoints,
    ).toEqual([]);
    expect(
      (await asMember(t, owner).get(`${base}/audit/checkpoints?format=pdf`).expect(400)).body
        .message,
    ).toBe('format must be json or jsonl');
  });

  it('proves with a small consistency proof that the log only grew since a checkpoint, across restarts', async () => {
    const anchor = await download(owner);
    await stockIn('Bolt', 4);
    await stockIn('Nut', 1);
    // Another process (a restart) goes on from the files alone.
    const key = loadKey(files().keyFile);
    const later = await new Checkpointer(db, store, files(), key).run();
    expect(later.signed.map((c) => [c.provider, c.count])).toEqual([[owner.providerId, 6]]);
    await settled(t);
    const verified = await cli(
      'audit',
      'verify-chain',
      '--provider',
      owner.providerId,
      '--anchor',
      anchor,
    );
    expect(verified.text).toContain('The chain of 6 links matches the stored events.');
    expect(verified.text).toMatch(
      /Today's 6 stock events extend the checkpoint of 4 \(signed .*\): consistency proof of \d+ hashes \(\d+ bytes\) verified\./,
    );
    expect(verified).toMatchObject({ code: 0 });
    const all = await cli(
      'audit',
      'verify-chain',
      '--provider',
      owner.providerId,
      '--anchor',
      files().checkpointsFile,
    );
    expect(all.text).toContain('All 2 checkpoints hold');
    expect(all.code).toBe(0);
  });

  it('fails a consistent rewrite of an event before a checkpoint, naming it, though the chain and the replay pass', async () => {
    const { rows: events } = await db.query<{ event_id: string }>(
      `SELECT event_id FROM event_store_events
        WHERE type = 'StockChanged' AND data ->> 'providerId' = $1 ORDER BY transaction_id, sequence`,
      [owner.providerId],
    );
    // The second IN of Nut (6 units) becomes 60, and every later Nut level is raised to match:
    // deltas and levels add up, and the projections are rebuilt from the rewritten events.
    await db.query(
      `UPDATE event_store_events SET data = jsonb_set(data, '{delta,current}', '60')
        WHERE event_id = $1`,
      [events[1].event_id],
    );
    await db.query(
      `UPDATE event_store_events
          SET data = jsonb_set(data, '{after,current}', to_jsonb((data #>> '{after,current}')::int + 54))
        WHERE type = 'StockChanged' AND data ->> 'providerId' = $1
          AND data ->> 'productId' = $2 AND (transaction_id, sequence) >=
            (SELECT transaction_id, sequence FROM event_store_events WHERE event_id = $3)`,
      [owner.providerId, shop.products.Nut.id, events[1].event_id],
    );
    for (const name of ['stock_chain', 'stock_ledger', 'inventory', 'stock_values'])
      expect((await cli('projections', 'rebuild', name)).code).toBe(0);
    expect((await cli('audit', 'verify-chain', '--provider', owner.providerId)).code).toBe(0);
    expect((await cli('audit', 'replay', '--provider', owner.providerId)).code).toBe(0);

    const anchor = files().checkpointsFile;
    const caught = await cli(
      'audit',
      'verify-chain',
      '--provider',
      owner.providerId,
      '--anchor',
      anchor,
    );
    expect(caught.code).toBe(1);
    expect(caught.text).toContain('The checkpoint of 4 stock events (up to ');
    expect(caught.text).toContain(
      'no longer matches: the first 4 stock events no longer have its Merkle root.',
    );
    expect(caught.text).toContain(
      `The first event that no longer matches: number 2, event ${events[1].event_id} at position `,
    );
    // Without the leaf file the checkpoints still fail, and say which events the change lies among.
    const ranged = await cli(
      'audit',
      'verify-chain',
      '--provider',
      owner.providerId,
      '--anchor',
      anchor,
      '--leaves',
      join(dataDir, 'no-such-file'),
    );
    expect(ranged.code).toBe(1);
    expect(ranged.text).toContain(
      `The first event that no longer matches lies between number 1 (event ${events[0].event_id} at `,
    );
  });

  it('refuses a checkpoint that is not signed by the key, as one edited or made by someone else', async () => {
    const [line] = readFileSync(files().checkpointsFile, 'utf8').trim().split('\n');
    const edited = JSON.parse(line);
    edited.count = 3;
    const file = join(mkdtempSync(join(tmpdir(), 'forged-')), 'checkpoints.jsonl');
    writeFileSync(file, `${JSON.stringify(edited)}\n`);
    const forged = await cli(
      'audit',
      'verify-chain',
      '--provider',
      owner.providerId,
      '--anchor',
      file,
    );
    expect(forged.code).toBe(1);
    expect(forged.text).toContain(
      `1 checkpoint(s) of the provider in ${file} are not signed by this key.`,
    );
  });
});

describe('checkpoints published out of the database', () => {
  it('posts each signed checkpoint to the webhook (again after a failure) and mails it to the auditor', async () => {
    const received: string[] = [];
    const answers = [500, 200];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(body);
        res.writeHead(answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const { port } = receiver.address() as AddressInfo;
    const dataDir = mkdtempSync(join(tmpdir(), 'stockflow-publish-'));
    const t = await createTestApp({
      DATA_DIR: dataDir,
      AUDIT_CHECKPOINT_WEBHOOK_URL: `http://127.0.0.1:${port}/checkpoints`,
      AUDIT_CHECKPOINT_MAIL_TO: 'auditor@example.test',
    });
    try {
      const owner = await signUp(t);
      const shop = await openShop(t, owner, { locations: ['Main'], products: { Nut: 1 } });
      await placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: shop.locations.Main.id,
        transaction_type: 'IN',
        products: [{ id: shop.products.Nut.id, quantity: 4 }],
      }).expect(201);
      const { checkpoint } = (
        await asMember(t, owner).post(`/api/provider/${owner.providerId}/audit/checkpoints`)
      ).body;
      // The first delivery answered 500: the same line came again.
      await eventually(() => expect(received).toHaveLength(2));
      expect(received[1]).toBe(received[0]);
      const { checkpoints } = parseCheckpoints(received[1]);
      expect(checkpoints).toEqual([checkpoint]);
      expect(
        signedBy(
          loadKey(auditFiles({ DATA_DIR: dataDir, AUDIT_SIGNING_KEY_FILE: undefined }).keyFile),
          checkpoints[0],
        ),
      ).toBe(true);
      const mailbox = join(dataDir, 'mailbox');
      const mail = await eventually(() =>
        readdirSync(mailbox)
          .map((f) => readFileSync(join(mailbox, f), 'utf8'))
          .find((eml) => eml.includes('To: auditor@example.test')),
      );
      expect(mail).toContain(`Subject: Stock checkpoint: provider ${owner.providerId}, 1 events`);
      expect(mail).toContain(checkpoint.signature);
    } finally {
      await t.close();
      await new Promise((done) => receiver.close(done));
    }
  });
});
