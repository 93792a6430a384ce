import type { SignedCheckpoint } from '../domain/checkpoint';

/**
 * The provider's signed stock checkpoints as the API answers them, described for the OpenAPI
 * document and the frontend's generated types.
 */

/** A signed checkpoint of the provider's stock events, as the checkpoint file holds it. */
export class SignedCheckpointResponse implements SignedCheckpoint {
  provider!: string;
  /** Global position of the newest stock event it covers ("commit/prepare"). */
  position!: string;
  /** How many of the provider's stock events it covers: the tree's size, the chain's length. */
  count!: number;
  /** RFC 6962 head of the Merkle tree over those events' leaves (hex). */
  root!: string;
  /** The hash chain's head after them (the chain of `audit verify-chain`, hex). */
  head!: string;
  /** When it was signed (ISO). */
  time!: string;
  /** The Ed25519 public key that signed it (32 bytes, hex): which key to check it with. */
  key!: string;
  /** Ed25519 signature of the checkpoint's text (base64). */
  signature!: string;
}

/** The key the checkpoints are signed with. */
export class CheckpointKeyResponse {
  id!: string;
  /** The public key (SPKI, PEM). */
  pem!: string;
}

/** The provider's signed checkpoints, oldest first, and the key that signed them. */
export class CheckpointListResponse {
  public_key!: CheckpointKeyResponse;
  checkpoints!: SignedCheckpointResponse[];
}

export class NewestCheckpointResponse {
  /** The provider's newest checkpoint after signing, null while it has none. */
  checkpoint!: SignedCheckpointResponse | null;
}
