import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SignedIn, SignedInGuard, SignedInUser } from '../../../identity';
import { BillingStatus } from './billing-status.query';

/**
 * GET /api/billing/{provider_id}: the plan, for any member. Outside /api/provider, so the
 * handler checks the membership.
 */
@Controller('billing/:provider_id')
@UseGuards(SignedInGuard)
export class BillingStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  status(@Param('provider_id') providerId: string, @SignedIn() user: SignedInUser) {
    return this.queries.execute(new BillingStatus(providerId, user));
  }
}
