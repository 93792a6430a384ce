import { Database, EventStore, Position, Progress, readCheckpoints } from '../../platform';
import { GENESIS } from '../domain/chain';
import { AnchorCheck, AnchorReport, parseCheckpoints } from '../domain/checkpoint';
import { stockChainProjection } from '../projections/stock-chain/stock-chain.projection';
import { SigningKey, signedBy } from './checkpoint-files';
import { merkleTree, textLeaf } from './hashes';
import { LoggedEvent, stockLog } from './stock-pages';

export interface ChainReport {
  links: number;
  /** The first link whose stored hash no longer matches the events, if any. */
  broken?: { seq: number; eventId: string; position: string; reason: string };
  /** With an anchor: today's log against the checkpoints signed earlier. */
  anchored?: AnchoredReport;
}

export interface AnchoredReport extends AnchorReport {
  /** The provider's checkpoints in the file whose signature this key does not verify. */
  forged: number;
  /** Lines of the file that are not checkpoints at all. */
  unreadable: number[];
}

/** Checkpoints signed earlier to check today's log against, and what to check them with. */
export interface Anchor {
  /** The checkpoint file, or a download of it (JSON lines). */
  text: string;
  key: SigningKey;
  /** The leaf hashes the checkpointer kept: a failure names the first rewritten event. */
  kept?: Uint8Array;
}

/**
 * Recomputes the provider's chain from the stored events and compares it link by link; with
 * an anchor, in the same pass, checks today's log against checkpoints signed earlier: each must
 * be signed by the key and still match the first events of the log, and the newest that
 * matches is shown extended to today's log by an RFC 6962 consistency proof.
 */
export async function verifyChain(
  db: Database,
  store: EventStore,
  providerId: string,
  onProgress?: (progress: Progress) => void,
  anchor?: Anchor,
): Promise<ChainReport> {
  // The chain and how far its projection had come, in one snapshot: the log is walked up to
  // there, so events the chain has not linked yet (a live system's last moment) are no break.
  const { rows, until } = await db.transaction(async (tx) => {
    const [checkpoint] = await readCheckpoints(tx, [stockChainProjection.name]);
    const { rows } = await tx.query<{ event_id: string; hash: string }>(
      'SELECT event_id, hash FROM stock_chain WHERE provider_id = $1 ORDER BY stock_chain.seq',
      [providerId],
    );
    return { rows, until: checkpoint?.position };
  }, 'REPEATABLE READ');
  return walkLog(store, providerId, rows, anchor, onProgress, until);
}

/** Today's log against checkpoints signed earlier alone, without the stored chain. */
export async function verifyAnchored(
  store: EventStore,
  providerId: string,
  anchor: Anchor,
  onProgress?: (progress: Progress) => void,
): Promise<AnchoredReport> {
  return (await walkLog(store, providerId, null, anchor, onProgress)).anchored!;
}

/** One pass over the provider's stock events for both checks (`rows` null: no stored chain). */
async function walkLog(
  store: EventStore,
  providerId: string,
  rows: { event_id: string; hash: string }[] | null,
  anchor: Anchor | undefined,
  onProgress?: (progress: Progress) => void,
  until?: Position,
): Promise<ChainReport> {
  let found: { anchor?: Omit<AnchoredReport, keyof AnchorReport>; check?: AnchorCheck } = {};
  if (anchor) {
    const { checkpoints, unreadable } = parseCheckpoints(anchor.text);
    const mine = checkpoints.filter((c) => c.provider === providerId);
    const signed = mine.filter((c) => signedBy(anchor.key, c));
    found = {
      anchor: { forged: mine.length - signed.length, unreadable },
      check: new AnchorCheck(merkleTree, signed, anchor.kept),
    };
  }
  const { check } = found;
  let broken: ChainReport['broken'];
  let link = GENESIS;
  let seq = 0;
  const event = new LoggedEvent();
  pages: for await (const page of stockLog(store, onProgress, until))
    for (let i = 0; i < page.length; i++) {
      page.read(i, event);
      if (event.provider !== providerId) continue;
      const stored = rows?.[seq];
      seq++;
      const next = textLeaf(event.text(), link);
      link = next.link;
      check?.add(event, next.leaf, link);
      if (broken || !rows) continue;
      if (!stored)
        broken = {
          seq,
          eventId: event.id,
          position: event.position,
          reason: 'no link stored for this event',
        };
      else if (stored.event_id !== event.id || stored.hash !== link)
        broken = {
          seq,
          eventId: event.id,
          position: event.position,
          reason:
            stored.event_id !== event.id
              ? `link ${seq} is for event ${stored.event_id}`
              : 'the event no longer hashes to its link',
        };
      // Without an anchor there is nothing more to learn from the rest of the log.
      if (broken && !check) break pages;
    }
  if (rows && !broken && seq < rows.length)
    broken = {
      seq: seq + 1,
      eventId: rows[seq].event_id,
      position: '-',
      reason: 'the event of this link is gone',
    };
  return {
    links: rows?.length ?? seq,
    ...(broken ? { broken } : {}),
    ...(check && found.anchor ? { anchored: { ...check.finish(), ...found.anchor } } : {}),
  };
}
