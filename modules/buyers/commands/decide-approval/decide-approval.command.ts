import { Command } from '@nestjs/cqrs';
import type { ApprovalRequest, Buyer } from '../../domain/buyer-rules';

/**
 * An approver's decision on a waiting order: approved, it is placed as its buyer's order through
 * the portal of `linkKey`; declined, its buyer reads the reason.
 */
export class DecideApproval extends Command<ApprovalRequest> {
  constructor(
    readonly approver: Buyer,
    readonly requestId: string,
    readonly decision: { approve: true; linkKey: string } | { approve: false; reason: string },
  ) {
    super();
  }
}
