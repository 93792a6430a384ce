import { Query } from '@nestjs/cqrs';
import type { Progress } from '../../../platform';
import type { Anchor, ChainReport } from '../../infrastructure/chain-verification';

/**
 * `audit verify-chain`: the provider's hash chain recomputed from the stored events; with an
 * anchor, today's log checked against the checkpoints signed earlier in the same pass.
 */
export class VerifyChain extends Query<ChainReport> {
  constructor(
    readonly providerId: string,
    readonly anchor?: Anchor,
    readonly onProgress?: (progress: Progress) => void,
  ) {
    super();
  }
}
