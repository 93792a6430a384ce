import { createHash } from 'node:crypto';
import {
  AnchorCheck,
  Checkpoint,
  checkpointLine,
  checkpointText,
  parseCheckpoints,
  SignedCheckpoint,
  toHex,
  vouchedLeaves,
} from './checkpoint';
import { MerkleFrontier, MerkleTree, Sha256 } from './merkle';

const sha256: Sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const tree = new MerkleTree(sha256);
const PROVIDER = '5b8a3c1e-0d2f-4a6b-9c7d-1e2f3a4b5c6d';

/** A log of stock events: their ids, positions and contents (what their leaves hash). */
const log = (n: number, rewritten: Record<number, string> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    id: `event-${i + 1}`,
    position: `${100 + i}/1`,
    text: rewritten[i + 1] ?? `event ${i + 1}: +${i} apples`,
  }));
type Log = ReturnType<typeof log>;

const leafOf = (event: Log[number]) => tree.leafHash(Buffer.from(event.text));
/** The chain head after each event, as the chain hashes it: over the previous head and the event. */
const chainHeads = (events: Log) => {
  let head = '';
  return events.map((event) => {
    head = createHash('sha256').update(`${head}\n${event.text}`).digest('hex');
    return head;
  });
};

/** What a checkpointer would have signed after the first `count` events of `events`. */
function checkpointOf(events: Log, count: number): Checkpoint {
  const frontier = new MerkleFrontier(tree);
  for (const event of events.slice(0, count)) frontier.push(leafOf(event));
  return {
    provider: PROVIDER,
    position: events[count - 1].position,
    count,
    root: toHex(frontier.head()),
    head: chainHeads(events)[count - 1],
    time: `2026-11-2${count % 10}T10:00:00.000Z`,
  };
}

function check(today: Log, checkpoints: Checkpoint[], kept?: Log) {
  const anchor = new AnchorCheck(tree, checkpoints, kept && Buffer.concat(kept.map(leafOf)));
  const heads = chainHeads(today);
  for (const [i, event] of today.entries()) anchor.add(event, leafOf(event), heads[i]);
  return anchor.finish();
}

describe('checkpoints', () => {
  it('signs a fixed text of every field, one a line', () => {
    const checkpoint = checkpointOf(log(3), 3);
    expect(checkpointText(checkpoint)).toBe(
      [
        'stockflow-stock-checkpoint/1',
        `provider ${PROVIDER}`,
        'position 102/1',
        'count 3',
        `root ${checkpoint.root}`,
        `head ${checkpoint.head}`,
        'time 2026-11-23T10:00:00.000Z',
        '',
      ].join('\n'),
    );
  });

  it('reads its file back, and names a line cut short or missing a field', () => {
    const signed: SignedCheckpoint = {
      ...checkpointOf(log(3), 3),
      key: 'ab'.repeat(32),
      signature: `${'A'.repeat(86)}==`,
    };
    const line = checkpointLine(signed);
    const { signature: _, ...unsigned } = signed;
    const text = `${line}\n${JSON.stringify(unsigned)}\n${line}${line.slice(0, 40)}`;
    expect(parseCheckpoints(text)).toEqual({ checkpoints: [signed, signed], unreadable: [3, 5] });
  });

  it("finds today's log an extension of every checkpoint, with a small verified consistency proof", () => {
    const before = log(7);
    const report = check(log(12), [checkpointOf(before, 4), checkpointOf(before, 7)]);
    expect(report).toEqual({
      events: 12,
      checkpoints: 2,
      extends: {
        count: 7,
        time: '2026-11-27T10:00:00.000Z',
        proofHashes: expect.any(Number),
        proofBytes: expect.any(Number),
        verified: true,
      },
    });
    expect(report.extends!.proofBytes).toBeLessThanOrEqual(32 * 8);
  });

  it('names the first rewritten event from the kept leaves when a rewrite is consistent', () => {
    const before = log(7);
    const checkpoints = [checkpointOf(before, 4), checkpointOf(before, 7)];
    // Event 3 changed, and every later one re-levelled to agree with it: a consistent rewrite.
    const today = log(9, { 3: 'event 3: +7 apples', 4: 'event 4: +2 apples', 5: 'event 5: +1' });
    expect(check(today, checkpoints, before).broken).toEqual({
      checkpoint: { count: 4, position: '103/1', time: '2026-11-24T10:00:00.000Z' },
      reason: 'the first 4 stock events no longer have its Merkle root',
      first: { number: 3, id: 'event-3', position: '102/1' },
    });
  });

  it('without kept leaves, names the events between the last checkpoint that holds and the first that does not', () => {
    const before = log(7);
    const checkpoints = [checkpointOf(before, 4), checkpointOf(before, 7)];
    const report = check(log(9, { 6: 'event 6: -1 apples' }), checkpoints);
    expect(report.broken).toEqual({
      checkpoint: { count: 7, position: '106/1', time: '2026-11-27T10:00:00.000Z' },
      reason: 'the first 7 stock events no longer have its Merkle root',
      among: {
        from: { number: 5, id: 'event-5', position: '104/1' },
        to: { number: 7, id: 'event-7', position: '106/1' },
      },
    });
    expect(report.extends).toMatchObject({ count: 4, verified: true });
  });

  it('finds removed events, and events that moved to other positions', () => {
    const before = log(7);
    expect(check(log(5), [checkpointOf(before, 7)]).broken).toMatchObject({
      reason: 'it covered 7 stock events and the log has 5 now: events were removed',
      among: { from: { number: 1 }, to: null },
    });
    const moved = log(7).map((event, i) => (i === 6 ? { ...event, position: '900/1' } : event));
    expect(check(moved, [checkpointOf(before, 7)]).broken?.reason).toBe(
      'its last event was at position 106/1, event 7 is now at 900/1',
    );
  });

  it('names no event from kept leaves edited before the rewrite: they no longer give the signed roots', () => {
    const before = log(7);
    const checkpoints = [checkpointOf(before, 2), checkpointOf(before, 7)];
    const kept = log(7, { 2: 'kept copy edited' });
    expect(check(log(7, { 5: 'event 5: rewritten' }), checkpoints, kept).broken).toEqual({
      checkpoint: expect.objectContaining({ count: 7 }),
      reason: 'the first 7 stock events no longer have its Merkle root',
      among: {
        from: { number: 3, id: 'event-3', position: '102/1' },
        to: { number: 7, id: 'event-7', position: '106/1' },
      },
    });
  });

  it('trusts kept leaves only as far as the signed roots vouch for them', () => {
    const before = log(8);
    const checkpoints = [checkpointOf(before, 2), checkpointOf(before, 5), checkpointOf(before, 8)];
    const kept = before.map(leafOf);
    expect(vouchedLeaves(tree, kept, checkpoints)).toBe(8);
    kept[3] = leafOf({ id: 'x', position: '0/0', text: 'edited after the fact' });
    expect(vouchedLeaves(tree, kept, checkpoints)).toBe(2);
    expect(vouchedLeaves(tree, kept.slice(0, 6), checkpoints.slice(0, 1))).toBe(2);
  });
});
