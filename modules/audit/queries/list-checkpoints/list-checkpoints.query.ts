import { Query } from '@nestjs/cqrs';
import type { SignedCheckpoint } from '../../domain/checkpoint';

/** A provider's signed stock checkpoints, oldest first, and the key that signed them. */
export class ListCheckpoints extends Query<{
  public_key: { id: string; pem: string };
  checkpoints: SignedCheckpoint[];
}> {
  constructor(readonly providerId: string) {
    super();
  }
}
