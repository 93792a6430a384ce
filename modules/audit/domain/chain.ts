/**
 * The hash chain of a provider's stock events: each link's hash covers the event's content and
 * the previous link's hash, so changing, removing or reordering any stored event breaks every
 * link from there on. Pure: the caller hashes the text this builds.
 */

/** The hash before a provider's first stock event. */
export const GENESIS = '';

export interface ChainedEvent {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  createdAt: Date;
}

/** What a link's hash is taken of: the previous hash, then every part of the event. */
export function linkText(previousHash: string, event: ChainedEvent): string {
  return `${previousHash}\n${eventText(event)}`;
}

/** Every part of the event, one a line: the chain's link and the Merkle tree's leaf take it. */
export function eventText(event: ChainedEvent): string {
  return `${event.id}\n${event.streamId}\n${event.revision}\n${event.type}\n${JSON.stringify(event.data)}\n${JSON.stringify(event.metadata)}\n${event.createdAt.toISOString()}`;
}
