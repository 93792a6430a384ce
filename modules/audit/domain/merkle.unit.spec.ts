import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { LeafHashes, MerkleFrontier, MerkleTree, Sha256, SubtreeHeads } from './merkle';

const sha256: Sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const tree = new MerkleTree(sha256);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const bytes = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

// The certificate-transparency reference vectors (RFC 6962 test data): eight leaves, the head
// of the first n for n = 0..8, and three consistency proofs.
const LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657'].concat(
  '606162636465666768696a6b6c6d6e6f',
);
const HEADS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const PROOFS: [number, number, string[]][] = [
  [1, 1, []],
  [
    1,
    8,
    [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  ],
  [
    6,
    8,
    [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
  [
    2,
    5,
    [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  ],
];
const reference = LEAVES.map((leaf) => tree.leafHash(bytes(leaf)));

/** n distinct leaves (their index as text); `changed` gives leaf i another content. */
const leavesOf = (n: number, changed?: number): Uint8Array[] =>
  Array.from({ length: n }, (_, i) =>
    tree.leafHash(Buffer.from(i === changed ? `changed ${i}` : `event ${i}`)),
  );

describe('MerkleTree (RFC 6962)', () => {
  it('gives the reference heads of the first n leaves, whole or grown a leaf at a time', () => {
    const frontier = new MerkleFrontier(tree);
    expect(hex(frontier.head())).toBe(HEADS[0]);
    for (let n = 0; n <= LEAVES.length; n++) {
      expect(hex(tree.head(reference.slice(0, n)))).toBe(HEADS[n]);
      if (n > 0) {
        frontier.push(reference[n - 1]);
        expect(hex(frontier.head())).toBe(HEADS[n]);
      }
    }
  });

  it('makes the reference consistency proofs, and accepts them', () => {
    for (const [m, n, expected] of PROOFS) {
      const proof = tree.consistencyProof(reference, m, n);
      expect({ m, n, proof: proof.map(hex) }).toEqual({ m, n, proof: expected });
      expect(tree.verifyConsistency(m, n, bytes(HEADS[m]), bytes(HEADS[n]), proof)).toBe(true);
    }
  });

  it('accepts the proof it makes between any two sizes, and heads grown by a frontier agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.nat(), (n, pick) => {
        const m = 1 + (pick % n);
        const leaves = leavesOf(n);
        const proof = tree.consistencyProof(leaves, m, n);
        const frontier = new MerkleFrontier(tree);
        for (const leaf of leaves.slice(0, m)) frontier.push(leaf);
        const oldHead = frontier.head();
        expect(oldHead).toEqual(tree.head(leaves, 0, m));
        expect(tree.verifyConsistency(m, n, oldHead, tree.head(leaves), proof)).toBe(true);
        expect(proof.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(n)) + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('makes the same proofs and heads from the subtrees a frontier kept as from the leaves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (n, pick) => {
        const m = 1 + (pick % n);
        const leaves = leavesOf(n);
        const known = new SubtreeHeads(4);
        const frontier = new MerkleFrontier(tree, known);
        for (const leaf of leaves) frontier.push(leaf);
        expect(tree.consistencyProof(leaves, m, n, known)).toEqual(
          tree.consistencyProof(leaves, m, n),
        );
        expect(tree.head(leaves, 0, n, known)).toEqual(frontier.head());
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a tampered proof, a longer or shorter one, and heads of rewritten logs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 200 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (n, pickM, pickHash, pickByte) => {
          const m = 1 + (pickM % (n - 1));
          const leaves = leavesOf(n);
          const oldHead = tree.head(leaves, 0, m);
          const newHead = tree.head(leaves);
          const proof = tree.consistencyProof(leaves, m, n);
          const verify = (p: Uint8Array[], a = m, b = n, o = oldHead, h = newHead) =>
            tree.verifyConsistency(a, b, o, h, p);
          expect(verify(proof)).toBe(true);
          if (proof.length > 0) {
            const flipped = proof.map((hash) => Uint8Array.from(hash));
            flipped[pickHash % proof.length][pickByte % 32] ^= 1;
            expect(verify(flipped)).toBe(false);
            expect(verify(proof.slice(0, -1))).toBe(false);
          }
          expect(verify([...proof, newHead])).toBe(false);
          // A log whose leaf before m was rewritten: its old head no longer matches, and the
          // rewritten log's own head and proof do not match the old head either.
          const rewritten = leavesOf(n, pickHash % m);
          expect(verify(proof, m, n, tree.head(rewritten, 0, m))).toBe(false);
          const theirs = tree.consistencyProof(rewritten, m, n);
          expect(verify(theirs, m, n, oldHead, tree.head(rewritten))).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('proves a million-leaf log consistent with any earlier size in well under 10 KB', () => {
    // A proof's length depends on the two sizes only: a stand-in hash keeps a million leaves
    // quick here (the proofs above use SHA-256).
    const stub = new MerkleTree(() => new Uint8Array(32));
    const n = 1_000_000;
    const leaves: LeafHashes = { length: n, at: () => new Uint8Array(32) };
    for (const m of [1, 524_288, 999_999]) {
      const size = stub.consistencyProof(leaves, m, n).reduce((sum, hash) => sum + hash.length, 0);
      expect({ m, size, small: size < 10_000 }).toEqual({ m, size, small: true });
    }
  });

  it('refuses sizes the other way round, and a proof between equal sizes with other heads', () => {
    const leaves = leavesOf(5);
    expect(() => tree.consistencyProof(leaves, 6, 5)).toThrow(RangeError);
    expect(tree.verifyConsistency(5, 4, tree.head(leaves), tree.head(leaves, 0, 4), [])).toBe(
      false,
    );
    expect(tree.verifyConsistency(5, 5, tree.head(leaves), tree.head(leaves), [])).toBe(true);
    expect(tree.verifyConsistency(5, 5, tree.head(leaves), tree.head(leavesOf(5, 2)), [])).toBe(
      false,
    );
    expect(tree.verifyConsistency(0, 5, tree.head([]), tree.head(leaves), [])).toBe(true);
  });
});
