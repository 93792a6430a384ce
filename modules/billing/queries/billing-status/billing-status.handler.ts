import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberCheck } from '../../../identity';
import { PlanLimits } from '../../infrastructure/plan-limits';
import { BillingStatus, BillingStatusView } from './billing-status.query';

@QueryHandler(BillingStatus)
export class BillingStatusHandler implements IQueryHandler<BillingStatus> {
  constructor(
    private readonly members: MemberCheck,
    private readonly limits: PlanLimits,
  ) {}

  async execute({ providerId, user }: BillingStatus): Promise<BillingStatusView> {
    await this.members.member(user, providerId);
    if (!this.limits.enforced)
      return { mode: 'self-hosted', plan: null, ordersThisMonth: null, freeOrdersPerMonth: null };
    return { mode: 'stripe', ...(await this.limits.standing(providerId)) };
  }
}
