/**
 * Signed checkpoints of a provider's stock events, and the check of today's log against them.
 *
 * A checkpoint states: of this provider, the first `count` stock events in commit order, the
 * last at `position`, have the RFC 6962 Merkle head `root` and the hash-chain head `head`;
 * signed at `time`. The app signs its text with a key kept outside the database and publishes
 * it outside the database too, so whoever can rewrite the database cannot make a rewritten log
 * match a checkpoint taken before the rewrite. Pure: hashing and signatures are the caller's.
 */
import { LeafHashes, MerkleFrontier, MerkleTree, SubtreeHeads } from './merkle';

export interface Checkpoint {
  provider: string;
  /** Global position of the newest stock event it covers ("commit/prepare"). */
  position: string;
  /** How many of the provider's stock events it covers: the tree's size, the chain's length. */
  count: number;
  /** RFC 6962 head of the Merkle tree over those events' leaves (hex). */
  root: string;
  /** The hash chain's head after them (the chain of `audit verify-chain`, hex). */
  head: string;
  /** When it was signed (ISO). */
  time: string;
}

export interface SignedCheckpoint extends Checkpoint {
  /** The Ed25519 public key that signed it (32 bytes, hex): which key to check it with. */
  key: string;
  /** Ed25519 signature of `checkpointText` (base64). */
  signature: string;
}

export const CHECKPOINT_FORMAT = 'stockflow-stock-checkpoint/1';

/** The exact text signed: a fixed header, then one field a line, in this order. */
export function checkpointText(c: Checkpoint): string {
  return `${[
    CHECKPOINT_FORMAT,
    `provider ${c.provider}`,
    `position ${c.position}`,
    `count ${c.count}`,
    `root ${c.root}`,
    `head ${c.head}`,
    `time ${c.time}`,
  ].join('\n')}\n`;
}

/** One line of the checkpoint file: the checkpoint and its signature as a JSON object. */
export function checkpointLine(c: SignedCheckpoint): string {
  const { provider, position, count, root, head, time, key, signature } = c;
  return `${JSON.stringify({ provider, position, count, root, head, time, key, signature })}\n`;
}

const HEX64 = /^[0-9a-f]{64}$/;
const FIELDS: Record<keyof SignedCheckpoint, (value: unknown) => boolean> = {
  provider: (v) => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v),
  position: (v) => typeof v === 'string' && /^\d{1,20}\/\d{1,20}$/.test(v),
  count: (v) => Number.isSafeInteger(v) && (v as number) > 0,
  root: (v) => typeof v === 'string' && HEX64.test(v),
  head: (v) => typeof v === 'string' && HEX64.test(v),
  time: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  key: (v) => typeof v === 'string' && HEX64.test(v),
  signature: (v) => typeof v === 'string' && /^[A-Za-z0-9+/]{86}==$/.test(v),
};

/**
 * The checkpoints of a file of lines (blank lines skipped), and the numbers of the lines that
 * are not checkpoints: a file cut short while a line was written ends in one.
 */
export function parseCheckpoints(text: string): {
  checkpoints: SignedCheckpoint[];
  unreadable: number[];
} {
  const checkpoints: SignedCheckpoint[] = [];
  const unreadable: number[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      unreadable.push(i + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (
      value === null ||
      typeof value !== 'object' ||
      !Object.entries(FIELDS).every(([field, valid]) => valid(record[field]))
    ) {
      unreadable.push(i + 1);
      return;
    }
    const { provider, position, count, root, head, time, key, signature } =
      record as unknown as SignedCheckpoint;
    checkpoints.push({ provider, position, count, root, head, time, key, signature });
  });
  return { checkpoints, unreadable };
}

export function toHex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}

export function fromHex(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** An event of the log as a report names it: its number in the provider's log (from 1). */
export interface NamedEvent {
  number: number;
  id: string;
  position: string;
}

/** An event as the check is fed it: a stored event will do, its position as the store has it. */
export interface AnchoredEvent {
  id: string;
  position: { commit: bigint; prepare: bigint } | string;
}

const nameOf = (event: AnchoredEvent, number: number): NamedEvent => ({
  number,
  id: event.id,
  position:
    typeof event.position === 'string'
      ? event.position
      : `${event.position.commit}/${event.position.prepare}`,
});

export interface AnchorReport {
  /** The provider's stock events in today's log. */
  events: number;
  checkpoints: number;
  /**
   * The newest checkpoint today's log extends, and the RFC 6962 consistency proof from its
   * size to today's that shows it (its hashes and bytes, and that it verified).
   */
  extends?: {
    count: number;
    time: string;
    proofHashes: number;
    proofBytes: number;
    verified: boolean;
  };
  /** The oldest checkpoint today's log no longer matches, and where it stops matching. */
  broken?: {
    checkpoint: Pick<Checkpoint, 'count' | 'position' | 'time'>;
    reason: string;
    /** The first event whose leaf differs from the leaf kept when it was checkpointed. */
    first?: NamedEvent;
    /** Without kept leaves: the events the first change lies among (`to` null: to the end). */
    among?: { from: NamedEvent | null; to: NamedEvent | null };
  };
}

/** Leaves held in one growing byte array: a million events take 32 MB, not a million objects. */
class LeafStore implements LeafHashes {
  private bytes = new Uint8Array(32 * 1024);
  length = 0;

  push(leaf: Uint8Array): void {
    if ((this.length + 1) * 32 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(leaf, this.length * 32);
    this.length++;
  }

  at(index: number): Uint8Array {
    return this.bytes.subarray(index * 32, index * 32 + 32);
  }
}

/** Leaf hashes packed 32 bytes each, one after the other, by index. */
export function packed(bytes: Uint8Array): LeafHashes {
  return {
    length: Math.floor(bytes.length / 32),
    at: (index) => bytes.subarray(index * 32, index * 32 + 32),
  };
}

/**
 * How many leading leaves of a kept copy the checkpoints vouch for: up to the newest
 * checkpoint whose root they reproduce, every older one reproduced too. A copy changed after
 * it was written stops counting where it changed.
 */
export function vouchedLeaves(
  tree: MerkleTree,
  kept: LeafHashes,
  checkpoints: readonly Checkpoint[],
): number {
  const sorted = [...checkpoints].sort((a, b) => a.count - b.count);
  const frontier = new MerkleFrontier(tree);
  let vouched = 0;
  for (const checkpoint of sorted) {
    if (checkpoint.count > kept.length) break;
    while (frontier.count < checkpoint.count) frontier.push(kept.at(frontier.count) as Uint8Array);
    if (toHex(frontier.head()) !== checkpoint.root) break;
    vouched = checkpoint.count;
  }
  return vouched;
}

/**
 * Today's log of one provider, fed event by event in commit order, against checkpoints signed
 * earlier (their signatures already checked). Each checkpoint must still match the first
 * `count` events: Merkle root, chain head and last position. With the leaves kept when they
 * were checkpointed (as far as the signed roots vouch for them), the first event whose leaf
 * changed is named; without, the events between the last checkpoint that still matches and
 * the first that does not.
 */
export class AnchorCheck {
  private readonly checkpoints: Checkpoint[];
  private readonly frontier: MerkleFrontier;
  private readonly subtrees = new SubtreeHeads();
  private readonly leaves = new LeafStore();
  private next = 0;
  private good?: Checkpoint;
  private firstAfterGood: NamedEvent | null = null;
  /** The first event whose leaf differs from the kept copy's (trusted only once vouched for). */
  private changed?: NamedEvent;
  private broken?: AnchorReport['broken'];

  /**
   * `kept`: the leaf hashes the checkpointer kept, 32 bytes each, one after the other (the leaf
   * file as it is): compared where they lie, without a view per event.
   */
  constructor(
    private readonly tree: MerkleTree,
    checkpoints: readonly Checkpoint[],
    private readonly kept?: Uint8Array,
  ) {
    this.checkpoints = [...checkpoints].sort((a, b) => a.count - b.count);
    this.frontier = new MerkleFrontier(tree, this.subtrees);
  }

  /**
   * The next event of the log, its leaf hash and the chain's head after it. Names (id and
   * position text) are made only for the few events a report may name: a verification adds a
   * million of them.
   */
  add(event: AnchoredEvent, leaf: Uint8Array, chainHead: string): void {
    this.leaves.push(leaf);
    this.frontier.push(leaf);
    const number = this.leaves.length;
    if (number === (this.good?.count ?? 0) + 1) this.firstAfterGood = nameOf(event, number);
    if (this.kept && !this.changed && number * 32 <= this.kept.length) {
      const at = (number - 1) * 32;
      for (let i = 0; i < 32; i++)
        if (this.kept[at + i] !== leaf[i]) {
          this.changed = nameOf(event, number);
          break;
        }
    }
    while (this.next < this.checkpoints.length && this.checkpoints[this.next].count === number) {
      const checkpoint = this.checkpoints[this.next++];
      if (this.broken) continue;
      const position = nameOf(event, number).position;
      const reason =
        toHex(this.frontier.head()) !== checkpoint.root
          ? `the first ${number} stock events no longer have its Merkle root`
          : chainHead !== checkpoint.head
            ? `the hash chain of the first ${number} stock events no longer ends at its head`
            : position !== checkpoint.position
              ? `its last event was at position ${checkpoint.position}, event ${number} is now at ${position}`
              : null;
      if (reason === null) this.good = checkpoint;
      else this.fail(checkpoint, reason, nameOf(event, number));
    }
  }

  finish(): AnchorReport {
    const events = this.leaves.length;
    const missing = this.checkpoints[this.next];
    if (!this.broken && missing)
      this.fail(
        missing,
        `it covered ${missing.count} stock events and the log has ${events} now: events were removed`,
        null,
      );
    const report: AnchorReport = { events, checkpoints: this.checkpoints.length };
    if (this.good) {
      const m = this.good.count;
      const proof = this.tree.consistencyProof(this.leaves, m, events, this.subtrees);
      report.extends = {
        count: m,
        time: this.good.time,
        proofHashes: proof.length,
        proofBytes: proof.reduce((sum, hash) => sum + hash.length, 0),
        verified: this.tree.verifyConsistency(
          m,
          events,
          fromHex(this.good.root),
          this.frontier.head(),
          proof,
        ),
      };
    }
    if (this.broken) report.broken = this.broken;
    return report;
  }

  private fail(checkpoint: Checkpoint, reason: string, at: NamedEvent | null): void {
    const { count, position, time } = checkpoint;
    // The kept copy names the event only as far as the signed roots vouch for it: checked
    // only now, since a log that holds never needs it.
    const named =
      this.kept &&
      this.changed &&
      this.changed.number <= count &&
      this.changed.number <= vouchedLeaves(this.tree, packed(this.kept), this.checkpoints);
    this.broken = {
      checkpoint: { count, position, time },
      reason,
      ...(named ? { first: this.changed } : { among: { from: this.firstAfterGood, to: at } }),
    };
  }
}
