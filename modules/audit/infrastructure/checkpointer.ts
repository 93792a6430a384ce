import { statSync } from 'node:fs';
import { STOCK_CHANGED } from '../../inventory';
import { Database, EventStore, formatPosition, Position, START } from '../../platform';
import { GENESIS } from '../domain/chain';
import { checkpointLine, parseCheckpoints, SignedCheckpoint, toHex } from '../domain/checkpoint';
import { MerkleFrontier } from '../domain/merkle';
import { providerOf } from '../projections/stock-chain/stock-chain.projection';
import {
  AuditFiles,
  appendCheckpoints,
  appendLeaves,
  leavesFile,
  readLeaves,
  readText,
  SigningKey,
  signCheckpoint,
  signedBy,
} from './checkpoint-files';
import { eventLeaf, merkleTree } from './hashes';

/** Pages stay small: hashing one is CPU work the app's requests wait behind. */
const PAGE = 1_000;
/** One checkpointer at a time per database, whichever process runs it. */
const LOCK = 'stockflow audit checkpoints';

interface ProviderLog {
  /** Events covered (signed, or leaves of this run). */
  count: number;
  head: string;
  position: string;
  frontier: MerkleFrontier;
  /** Of the events ahead of the scan, how many are covered already (after a reload). */
  covered: number;
  /** Leaf hashes of this run, not yet signed. */
  fresh: Uint8Array[];
}

export interface CheckpointRun {
  signed: SignedCheckpoint[];
  /** Providers left out, and why: their kept files disagree with their signed checkpoints. */
  refused: Map<string, string>;
}

/**
 * Signs, for each provider with new stock events, a checkpoint of its log: the RFC 6962 head
 * over all its stock events in commit order, the hash chain's head, their count and the last
 * position; appends the leaves to the provider's leaf file and the signed checkpoint to the
 * checkpoint file. It reads the events from the store itself, never the chain projection, and
 * never reads an event twice: a rewrite of events it has covered is not taken in, it only makes
 * today's log disagree with the checkpoints (`verify-chain --anchor`).
 *
 * Its state is the files: on its first run, or when another process wrote them, it reads the
 * newest checkpoint of each provider, rebuilds the tree's frontier from the kept leaves (which
 * must reproduce the signed root), and finds where to go on by counting each provider's events.
 */
export class Checkpointer {
  private providers = new Map<string, ProviderLog>();
  private readonly refused = new Map<string, string>();
  /** Every stock event up to here is covered; null: read the files first. */
  private scannedTo: Position | null = null;
  /** The checkpoint file's size after this process last wrote or read it. */
  private fileSize = -1;
  private running: Promise<CheckpointRun> = Promise.resolve({ signed: [], refused: new Map() });

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly files: AuditFiles,
    private readonly key: SigningKey,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Signs what is new; runs one at a time (a timer and a request may ask at once). */
  run(): Promise<CheckpointRun> {
    const next = this.running.then(
      () => this.locked(),
      () => this.locked(),
    );
    this.running = next;
    return next;
  }

  private async locked(): Promise<CheckpointRun> {
    const client = await this.db.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [LOCK],
      );
      // Another process is signing right now: it will have signed what is new.
      if (!rows[0].locked) return { signed: [], refused: new Map(this.refused) };
      try {
        if (this.scannedTo === null || this.sizeOfFile() !== this.fileSize) await this.reload();
        await this.catchUp();
        return { signed: this.sign(), refused: new Map(this.refused) };
      } catch (error) {
        this.scannedTo = null;
        throw error;
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]);
      }
    } finally {
      client.release();
    }
  }

  private sizeOfFile(): number {
    try {
      return statSync(this.files.checkpointsFile).size;
    } catch {
      return 0;
    }
  }

  private async reload(): Promise<void> {
    const newest = new Map<string, SignedCheckpoint>();
    for (const checkpoint of parseCheckpoints(readText(this.files.checkpointsFile)).checkpoints)
      if ((newest.get(checkpoint.provider)?.count ?? 0) < checkpoint.count)
        newest.set(checkpoint.provider, checkpoint);
    this.providers = new Map();
    this.refused.clear();
    for (const [providerId, checkpoint] of newest) {
      const problem = this.restore(providerId, checkpoint);
      if (problem) this.refused.set(providerId, problem);
    }
    this.fileSize = this.sizeOfFile();
    this.scannedTo = await this.resumePoint();
  }

  /** The provider's log as its newest checkpoint left it, or what stops it from going on. */
  private restore(providerId: string, checkpoint: SignedCheckpoint): string | undefined {
    if (!signedBy(this.key, checkpoint))
      return `its newest checkpoint (${checkpoint.count} events) is not signed by this key`;
    const leaves = readLeaves(leavesFile(this.files, providerId));
    if (leaves.length < checkpoint.count * 32)
      return `its leaf file holds ${Math.floor(leaves.length / 32)} leaves, its newest checkpoint covers ${checkpoint.count}`;
    const frontier = new MerkleFrontier(merkleTree);
    for (let i = 0; i < checkpoint.count; i++) frontier.push(leaves.subarray(i * 32, i * 32 + 32));
    if (toHex(frontier.head()) !== checkpoint.root)
      return 'its leaf file no longer has the root of its newest checkpoint';
    this.providers.set(providerId, {
      count: checkpoint.count,
      head: checkpoint.head,
      position: checkpoint.position,
      frontier,
      covered: checkpoint.count,
      fresh: [],
    });
    return undefined;
  }

  /**
   * Where to read on from: the start of the first page holding an event some provider's
   * checkpoints do not cover yet. Counts only each event's provider, a cheap read of the log.
   */
  private async resumePoint(): Promise<Position> {
    const before = new Map<string, number>();
    let after = START;
    for (;;) {
      const page = await this.store.readAllFields([['data', 'providerId']], {
        after,
        maxCount: 10_000,
        types: [STOCK_CHANGED],
      });
      const inPage = new Map<string, number>();
      for (const [providerId] of page.rows)
        inPage.set(providerId!, (inPage.get(providerId!) ?? 0) + 1);
      const uncovered = [...inPage].some(
        ([providerId, n]) =>
          (before.get(providerId) ?? 0) + n > (this.providers.get(providerId)?.count ?? 0),
      );
      if (!uncovered) {
        for (const [providerId, n] of inPage)
          before.set(providerId, (before.get(providerId) ?? 0) + n);
        after = page.scannedTo;
      }
      if (uncovered || page.rows.length < 10_000) {
        for (const [providerId, log] of this.providers)
          log.covered = log.count - (before.get(providerId) ?? 0);
        return after;
      }
    }
  }

  private async catchUp(): Promise<void> {
    let after = this.scannedTo ?? START;
    for (;;) {
      const page = await this.store.readAll({ after, maxCount: PAGE, types: [STOCK_CHANGED] });
      for (const event of page.events) {
        const providerId = providerOf(event);
        if (this.refused.has(providerId)) continue;
        let log = this.providers.get(providerId);
        if (!log) {
          log = {
            count: 0,
            head: GENESIS,
            position: '',
            frontier: new MerkleFrontier(merkleTree),
            covered: 0,
            fresh: [],
          };
          this.providers.set(providerId, log);
        }
        if (log.covered > 0) {
          log.covered--;
          continue;
        }
        const { leaf, link } = eventLeaf(event, log.head);
        log.frontier.push(leaf);
        log.fresh.push(leaf);
        log.head = link;
        log.count++;
        log.position = formatPosition(event.position);
      }
      after = page.scannedTo;
      this.scannedTo = after;
      if (page.events.length < PAGE) return;
    }
  }

  private sign(): SignedCheckpoint[] {
    const signed: SignedCheckpoint[] = [];
    const time = this.clock().toISOString();
    for (const [providerId, log] of this.providers) {
      if (log.fresh.length === 0) continue;
      appendLeaves(
        leavesFile(this.files, providerId),
        log.count - log.fresh.length,
        Buffer.concat(log.fresh),
      );
      log.fresh = [];
      signed.push(
        signCheckpoint(this.key, {
          provider: providerId,
          position: log.position,
          count: log.count,
          root: toHex(log.frontier.head()),
          head: log.head,
          time,
        }),
      );
    }
    if (signed.length > 0) {
      appendCheckpoints(this.files, signed.map(checkpointLine).join(''));
      this.fileSize = this.sizeOfFile();
    }
    return signed;
  }
}
