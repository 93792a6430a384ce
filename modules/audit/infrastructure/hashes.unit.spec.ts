import { GENESIS, linkText } from '../domain/chain';
import { eventLeaf, merkleTree, sha256 } from './hashes';

describe('event hashes', () => {
  it('makes the leaf RFC 6962 hashes of the event text, and the link the chain stores', () => {
    const event = {
      id: '0b6f2c9e-3a51-4d7e-9f0a-6c2d1e8b4a73',
      type: 'StockChanged',
      streamId: 'stock-a-b',
      revision: 3n,
      position: { commit: 7n, prepare: 2n },
      data: { note: 'ünïcode "quoted" \\ and a NUL \u0000 inside', delta: { current: 2 } },
      metadata: { actorId: 'someone', occurredAt: '2026-11-24T09:00:00.000Z' },
      createdAt: new Date('2026-11-24T09:00:00.123Z'),
    };
    const { leaf, link } = eventLeaf(event, 'previous');
    const text = linkText(GENESIS, event).slice(1);
    expect(Buffer.from(leaf)).toEqual(Buffer.from(merkleTree.leafHash(Buffer.from(text))));
    expect(link).toBe(sha256(linkText('previous', event)));
  });
});
