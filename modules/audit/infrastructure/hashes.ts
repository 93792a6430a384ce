import { hash } from 'node:crypto';
import { RecordedEvent } from '../../platform';
import { eventText } from '../domain/chain';
import { MerkleTree, Sha256 } from '../domain/merkle';

// crypto.hash, one call per hash: a third of createHash's cost on inputs this small, and a
// checkpoint hashes every stock event three times or so.

/** SHA-256 of a text, hex: the hash chain's links. */
export const sha256 = (text: string): string => hash('sha256', text, 'hex');

/** A node's input (0x01, left, right) is copied into this, not into a new buffer each time. */
const node = Buffer.alloc(65);

export const sha256Bytes: Sha256 = (...parts) => {
  if (
    parts.length === 3 &&
    parts[0].length === 1 &&
    parts[1].length === 32 &&
    parts[2].length === 32
  ) {
    node[0] = parts[0][0];
    node.set(parts[1], 1);
    node.set(parts[2], 33);
    return hash('sha256', node, 'buffer');
  }
  return hash('sha256', parts.length === 1 ? parts[0] : Buffer.concat(parts), 'buffer');
};

/** The RFC 6962 tree the checkpoints sign, over SHA-256. */
export const merkleTree = new MerkleTree(sha256Bytes);

/**
 * A stock event's Merkle leaf hash and its link in the hash chain after `previousLink`, from
 * one rendering of the event: the leaf is its text, the link the hash of the previous link and
 * that text (what the chain projection stores).
 */
export function eventLeaf(
  event: RecordedEvent,
  previousLink: string,
): { leaf: Uint8Array; link: string } {
  return textLeaf(eventText(event), previousLink);
}

/** `eventLeaf` of an event already rendered (`eventText`). */
export function textLeaf(text: string, previousLink: string): { leaf: Uint8Array; link: string } {
  return {
    // merkleTree.leafHash(utf8(text)) without building the bytes: NUL is the 0x00 prefix.
    leaf: hash('sha256', `\0${text}`, 'buffer'),
    link: sha256(`${previousLink}\n${text}`),
  };
}
