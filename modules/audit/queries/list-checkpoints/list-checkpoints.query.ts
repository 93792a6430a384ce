import { Query } from '@nestjs/cqrs';
import type { CheckpointListResponse } from '../../responses/checkpoint.response.dto';

/** A provider's signed stock checkpoints, oldest first, and the key that signed them. */
export class ListCheckpoints extends Query<CheckpointListResponse> {
  constructor(readonly providerId: string) {
    super();
  }
}
