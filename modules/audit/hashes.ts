import { createHash } from 'node:crypto';
import { RecordedEvent } from '../platform';
import { eventText } from './domain/chain';
import { MerkleTree, Sha256 } from './domain/merkle';

/** SHA-256 of a text, hex: the hash chain's links. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const sha256Bytes: Sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
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
  const text = eventText(event);
  return { leaf: merkleTree.leafHash(Buffer.from(text)), link: sha256(`${previousLink}\n${text}`) };
}
