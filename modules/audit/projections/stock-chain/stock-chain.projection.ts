import { STOCK_CHANGED, StockChanged } from '../../../inventory';
import { Projection, RecordedEvent } from '../../../platform';
import { GENESIS, linkText } from '../../domain/chain';
import { sha256 } from '../../infrastructure/hashes';

/** The provider whose chain a stock event belongs to. */
export const providerOf = (event: RecordedEvent) => (event.data as StockChanged['data']).providerId;

/**
 * Each provider's stock events as a hash chain, kept beside the events: link n holds the hash
 * of event n's content and link n-1's hash, in global order. `audit verify-chain` recomputes it
 * from the stored events and names the first link that no longer matches.
 */
export const stockChainProjection: Projection = {
  name: 'stock_chain',
  version: 1,
  handles: [STOCK_CHANGED],
  tables: ['stock_chain'],
  schema: `
    CREATE TABLE stock_chain (
      provider_id uuid NOT NULL,
      seq bigint NOT NULL,
      event_id uuid NOT NULL UNIQUE,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      hash text NOT NULL,
      PRIMARY KEY (provider_id, seq)
    );
  `,
  async apply(events, tx) {
    const providers = [...new Set(events.map(providerOf))];
    const { rows: heads } = await tx.query<{ provider_id: string; seq: string; hash: string }>(
      // Each provider's newest link by its primary key: one index probe, however long the chain.
      `SELECT p.provider_id, last.seq::text AS seq, last.hash
         FROM unnest($1::uuid[]) AS p (provider_id)
         CROSS JOIN LATERAL (
           SELECT c.seq, c.hash FROM stock_chain c
            WHERE c.provider_id = p.provider_id ORDER BY c.seq DESC LIMIT 1) last`,
      [providers],
    );
    const head = new Map(heads.map((h) => [h.provider_id, { seq: BigInt(h.seq), hash: h.hash }]));
    const links = events.map((event) => {
      const providerId = providerOf(event);
      const previous = head.get(providerId) ?? { seq: 0n, hash: GENESIS };
      const link = { seq: previous.seq + 1n, hash: sha256(linkText(previous.hash, event)) };
      head.set(providerId, link);
      return { providerId, event, ...link };
    });
    await tx.query(
      `INSERT INTO stock_chain (provider_id, seq, event_id, commit_position, prepare_position, hash)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::uuid[], $4::bigint[], $5::bigint[], $6::text[])`,
      [
        links.map((l) => l.providerId),
        links.map((l) => l.seq.toString()),
        links.map((l) => l.event.id),
        links.map((l) => l.event.position.commit.toString()),
        links.map((l) => l.event.position.prepare.toString()),
        links.map((l) => l.hash),
      ],
    );
  },
};
