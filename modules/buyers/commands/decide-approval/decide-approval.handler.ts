import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ApprovalRequest } from '../../domain/buyer-rules';
import { Buyers } from '../../infrastructure/buyers.store';
import { DecideApproval } from './decide-approval.command';

@CommandHandler(DecideApproval)
export class DecideApprovalHandler implements ICommandHandler<DecideApproval> {
  constructor(private readonly buyers: Buyers) {}

  execute({ approver, requestId, decision }: DecideApproval): Promise<ApprovalRequest> {
    return decision.approve
      ? this.buyers.approve(requestId, approver, decision.linkKey)
      : this.buyers.decline(requestId, approver, decision.reason);
  }
}
