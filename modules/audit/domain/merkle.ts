/**
 * The Merkle tree of RFC 6962 (certificate transparency), section 2.1: leaf hash
 * SHA-256(0x00 || leaf), node hash SHA-256(0x01 || left || right), the tree head over the
 * first n leaves (split at the largest power of two below n), and consistency proofs between two
 * sizes (2.1.2), verified as RFC 9162 section 2.1.4.2 does. A checkpoint signs the head of a
 * provider's stock events; a proof of a few hundred bytes shows that a later head only appended.
 *
 * Pure: the caller hands in SHA-256, so this needs no crypto library of its own.
 */

/** SHA-256 of the parts, one after the other. */
export type Sha256 = (...parts: Uint8Array[]) => Uint8Array;

/** Leaf hashes by index: an array, or a view over one buffer of n * 32 bytes. */
export interface LeafHashes {
  readonly length: number;
  /** The hash at an index below `length` (an array's `at` types it as possibly undefined). */
  at(index: number): Uint8Array | undefined;
}

const leafAt = (leaves: LeafHashes, index: number) => leaves.at(index) as Uint8Array;

const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

/** The largest power of two strictly below n (n >= 2). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class MerkleTree {
  constructor(private readonly sha256: Sha256) {}

  leafHash(leaf: Uint8Array): Uint8Array {
    return this.sha256(LEAF, leaf);
  }

  nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
    return this.sha256(NODE, left, right);
  }

  /**
   * MTH(D[from:to]): the head of the tree over those leaves (of none: SHA-256 of nothing).
   * Every left half in it is an aligned perfect subtree, which `known` may hold already.
   */
  head(leaves: LeafHashes, from = 0, to = leaves.length, known?: SubtreeHeads): Uint8Array {
    const n = to - from;
    if (n === 0) return this.sha256();
    if (n === 1) return leafAt(leaves, from);
    const kept = known?.get(from, n);
    if (kept) return kept;
    const k = splitPoint(n);
    return this.nodeHash(
      this.head(leaves, from, from + k, known),
      this.head(leaves, from + k, to, known),
    );
  }

  /**
   * PROOF(m, D[0:n]) of RFC 6962 section 2.1.2: the fewest subtree heads that let whoever
   * holds the head of the first m leaves and the head of all n check that the first is a
   * prefix of the second. At most about 2 log2(n) hashes.
   */
  consistencyProof(
    leaves: LeafHashes,
    m: number,
    n = leaves.length,
    known?: SubtreeHeads,
  ): Uint8Array[] {
    if (m < 0 || m > n || n > leaves.length)
      throw new RangeError(`No consistency proof from ${m} to ${n} leaves`);
    const proof: Uint8Array[] = [];
    if (m === 0 || m === n) return proof;
    // SUBPROOF(m, D[from:to], complete), unrolled: each step keeps one side and proves the other.
    const walk = (m: number, from: number, to: number, complete: boolean): void => {
      const n = to - from;
      if (m === n) {
        if (!complete) proof.push(this.head(leaves, from, to, known));
        return;
      }
      const k = splitPoint(n);
      if (m <= k) {
        walk(m, from, from + k, complete);
        proof.push(this.head(leaves, from + k, to, known));
      } else {
        walk(m - k, from + k, to, false);
        proof.push(this.head(leaves, from, from + k, known));
      }
    };
    walk(m, 0, n, true);
    return proof;
  }

  /**
   * Whether `proof` shows that the tree of `m` leaves with head `oldHead` is a prefix of the
   * tree of `n` leaves with head `newHead` (RFC 9162, 2.1.4.2, for RFC 6962's proofs).
   */
  verifyConsistency(
    m: number,
    n: number,
    oldHead: Uint8Array,
    newHead: Uint8Array,
    proof: readonly Uint8Array[],
  ): boolean {
    if (!Number.isSafeInteger(m) || !Number.isSafeInteger(n) || m < 0 || m > n) return false;
    if (m === 0) return proof.length === 0;
    if (m === n) return proof.length === 0 && equalBytes(oldHead, newHead);
    if (proof.length === 0) return false;
    // Sizes go past 2^32: halve with division, not with 32-bit shifts.
    const lsb = (x: number) => x % 2 === 1;
    const half = (x: number) => Math.floor(x / 2);
    // A first tree of 2^k leaves is itself a subtree of the second: its head starts the path.
    const path = isPowerOfTwo(m) ? [oldHead, ...proof] : proof;
    let fn = m - 1;
    let sn = n - 1;
    while (lsb(fn)) {
      fn = half(fn);
      sn = half(sn);
    }
    let fr = path[0];
    let sr = path[0];
    for (const c of path.slice(1)) {
      if (sn === 0) return false;
      if (lsb(fn) || fn === sn) {
        fr = this.nodeHash(c, fr);
        sr = this.nodeHash(c, sr);
        while (!lsb(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      } else {
        sr = this.nodeHash(sr, c);
      }
      fn = half(fn);
      sn = half(sn);
    }
    return equalBytes(fr, oldHead) && equalBytes(sr, newHead) && sn === 0;
  }
}

function isPowerOfTwo(x: number): boolean {
  while (x > 1) {
    if (x % 2 === 1) return false;
    x /= 2;
  }
  return x === 1;
}

/**
 * Heads of aligned perfect subtrees (2^k leaves from a multiple of 2^k) of at least `minSize`
 * leaves, kept as a frontier makes them: a proof over a million leaves then hashes a few
 * thousand nodes again, not a million.
 */
export class SubtreeHeads {
  private readonly heads = new Map<string, Uint8Array>();

  constructor(readonly minSize = 1024) {}

  keep(from: number, size: number, head: Uint8Array): void {
    if (size >= this.minSize) this.heads.set(`${from}+${size}`, head);
  }

  get(from: number, size: number): Uint8Array | undefined {
    return size >= this.minSize ? this.heads.get(`${from}+${size}`) : undefined;
  }
}

/**
 * The right edge of a growing tree: the heads of its perfect subtrees, largest first. Adding a
 * leaf merges equal-sized subtrees; the tree head folds them from the right. A log of n leaves
 * keeps at most log2(n) + 1 hashes, so a checkpointer follows a million events in a few
 * kilobytes, and can start again from the leaf hashes alone.
 */
export class MerkleFrontier {
  private readonly hashes: Uint8Array[] = [];
  private readonly sizes: number[] = [];
  count = 0;

  constructor(
    private readonly tree: MerkleTree,
    private readonly subtrees?: SubtreeHeads,
  ) {}

  push(leafHash: Uint8Array): void {
    let hash = leafHash;
    let size = 1;
    const end = this.count + 1;
    while (this.sizes.length > 0 && this.sizes[this.sizes.length - 1] === size) {
      hash = this.tree.nodeHash(this.hashes.pop()!, hash);
      size += this.sizes.pop()!;
      this.subtrees?.keep(end - size, size, hash);
    }
    this.hashes.push(hash);
    this.sizes.push(size);
    this.count = end;
  }

  /** The tree head over every leaf pushed so far. */
  head(): Uint8Array {
    if (this.hashes.length === 0) return this.tree.head({ length: 0, at: () => new Uint8Array() });
    let acc = this.hashes[this.hashes.length - 1];
    for (let i = this.hashes.length - 2; i >= 0; i--) acc = this.tree.nodeHash(this.hashes[i], acc);
    return acc;
  }
}
