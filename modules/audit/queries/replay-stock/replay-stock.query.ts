import { Query } from '@nestjs/cqrs';
import type { Progress } from '../../../platform';
import type { ReplayReport } from '../../infrastructure/stock-replay';

/**
 * `audit replay`: the provider's raw stock events folded in commit order, the ledger walked
 * beside them, and the figures as of `asOf` compared with the ledger's.
 */
export class ReplayStock extends Query<ReplayReport> {
  constructor(
    readonly providerId: string,
    readonly asOf: Date,
    readonly onProgress?: (progress: Progress) => void,
  ) {
    super();
  }
}
