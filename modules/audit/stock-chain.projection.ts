import { createHash } from 'node:crypto';
import { STOCK_CHANGED, StockChanged } from '../ordering';
import { Projection, RecordedEvent } from '../platform';
import { GENESIS, linkContent } from './domain/chain';

/** The provider whose chain a stock event belongs to. */
export const providerOf = (event: RecordedEvent) => (event.data as StockChanged['data']).providerId;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
    // The chain goes on from each provider's newest link, found and extended in SQL with the
    // same hash (sha256 of the previous hash and the event's content, as linkText builds it),
    // so the page needs no read before it writes.
    tx.write(
      `WITH RECURSIVE page AS (
         SELECT p.*, row_number() OVER (PARTITION BY p.provider_id ORDER BY p.ord) AS k
           FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::text[])
                WITH ORDINALITY AS p (provider_id, event_id, commit_position, prepare_position, content, ord)
       ),
       links (provider_id, k, seq, hash) AS (
         SELECT p.provider_id, 0::bigint, coalesce(last.seq, 0), coalesce(last.hash, $6::text)
           FROM (SELECT DISTINCT provider_id FROM page) p
           LEFT JOIN LATERAL (
             SELECT c.seq, c.hash FROM stock_chain c
              WHERE c.provider_id = p.provider_id ORDER BY c.seq DESC LIMIT 1) last ON true
         UNION ALL
         SELECT n.provider_id, n.k, l.seq + 1,
                encode(sha256(convert_to(l.hash || n.content, 'UTF8')), 'hex')
           FROM links l JOIN page n ON n.provider_id = l.provider_id AND n.k = l.k + 1
       )
       INSERT INTO stock_chain (provider_id, seq, event_id, commit_position, prepare_position, hash)
       SELECT n.provider_id, l.seq, n.event_id, n.commit_position, n.prepare_position, l.hash
         FROM links l JOIN page n ON n.provider_id = l.provider_id AND n.k = l.k`,
      [
        events.map(providerOf),
        events.map((e) => e.id),
        events.map((e) => e.position.commit),
        events.map((e) => e.position.prepare),
        events.map(linkContent),
        GENESIS,
      ],
    );
  },
};
