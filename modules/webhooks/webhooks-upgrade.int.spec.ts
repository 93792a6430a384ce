import { migrations } from '../../apps/api/composition';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  startTestApp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { migrate, readCheckpoints } from '../platform';
import { eventually } from '../platform/testing';
import { webhookOutboxProjection } from './projections/webhook-outbox/webhook-outbox.projection';
import { TestReceiver } from './testing';

const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  WEBHOOKS_RETRY_BASE_MS: '300',
  WEBHOOKS_POLL_MS: '50',
};
const SEQUENCE_MIGRATION = '20261227-01-webhooks-event-sequence';

/**
 * The webhooks' tables as they stood before the sequence within an event: the outbox built by
 * its projection at version 2, keyed by position alone, the cursors and deliveries without it.
 */
const BEFORE_THE_SEQUENCE = `
  DROP TABLE webhook_stock_cells;
  ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_pkey;
  ALTER TABLE webhook_events DROP COLUMN pos_seq;
  ALTER TABLE webhook_events ADD PRIMARY KEY (provider_id, pos_commit, pos_prepare);
  ALTER TABLE webhook_endpoints DROP COLUMN cursor_seq;
  ALTER TABLE webhook_deliveries DROP COLUMN pos_seq;
  CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (endpoint_id, pos_commit, pos_prepare)
    WHERE status = 'pending';
  CREATE INDEX webhook_deliveries_log
    ON webhook_deliveries (endpoint_id, pos_commit DESC, pos_prepare DESC);
  DELETE FROM schema_migrations WHERE name = '${SEQUENCE_MIGRATION}';
  UPDATE projection_checkpoints SET version = 2 WHERE name = 'webhook_outbox';
`;

describe('Webhooks across the upgrade that keys the outbox by a sequence within the event', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  const receiver = new TestReceiver();
  const stockIn = (quantity: number) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products.Apple.id, quantity }],
    }).expect(201);
  const outbox = async () =>
    (
      await t.test.db.query<{ event_id: string; pos_seq: number }>(
        `SELECT event_id, pos_seq FROM webhook_events WHERE provider_id = $1
          ORDER BY pos_commit, pos_prepare, pos_seq`,
        [owner.providerId],
      )
    ).rows;

  afterAll(async () => {
    await receiver.stop();
    await t?.close();
  });

  it('keeps the deliveries made before it, sends those still pending in commit order, once, then the new ones', async () => {
    t = await createTestApp(ENV);
    owner = await signUp(t);
    shop = await openShop(t, owner, { locations: ['Main'], products: { Apple: 2 } });
    const url = await receiver.start();
    const hooks = `/api/provider/${owner.providerId}/webhooks`;
    const created = await asMember(t, owner)
      .post(hooks)
      .send({ url, events: ['order.placed', 'stock.changed'] })
      .expect(201);
    receiver.secret = created.body.secret;
    const webhookId = created.body.webhook.id as string;
    // The receiver takes the first event, then refuses: the rest wait in the log, pending.
    let upgraded = false;
    receiver.answer = ({ n }) => (upgraded || n === 0 ? 200 : 503);
    for (const quantity of [1, 2, 3]) await stockIn(quantity);
    const logBefore = await eventually(async () => {
      const { rows } = await t.test.db.query<{ status: string }>(
        'SELECT status FROM webhook_deliveries WHERE endpoint_id = $1',
        [webhookId],
      );
      return rows.length === 6 && rows.some((r) => r.status === 'delivered') && rows;
    });
    expect(logBefore.filter((r) => r.status === 'pending')).toHaveLength(5);
    await t.app.close();

    // The database as the version before this one left it, then this version's migrations.
    await t.test.db.query(BEFORE_THE_SEQUENCE);
    expect(await migrate(t.test.db, migrations)).toEqual([SEQUENCE_MIGRATION]);
    const kept = await outbox();
    expect(kept.map((row) => row.pos_seq)).toEqual([0, 0, 0, 0, 0, 0]);

    upgraded = true;
    t = await startTestApp(t.test, ENV);
    await stockIn(4);
    await eventually(() => receiver.acceptedIds().length >= 8, { timeoutMs: 20_000 });
    const [checkpoint] = await readCheckpoints(t.test.db, ['webhook_outbox']);
    expect(checkpoint.version).toBe(webhookOutboxProjection.version);
    // The outbox rebuilt at its current version holds the same rows, and the new event's behind them.
    const rebuilt = await outbox();
    expect(rebuilt.slice(0, 6)).toEqual(kept);
    expect(receiver.acceptedIds()).toEqual(rebuilt.map((row) => row.event_id));
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    // Successes are recorded in batches after their answers: the log follows shortly.
    const log = await eventually(async () => {
      const res = await asMember(t, owner).get(`${hooks}/${webhookId}/deliveries`).expect(200);
      const rows = res.body.deliveries as { status: string }[];
      return rows.every((d) => d.status === 'delivered') && rows;
    });
    expect(log).toHaveLength(8);
  }, 90_000);
});
