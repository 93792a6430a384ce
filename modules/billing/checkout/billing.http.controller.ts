import { Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { MemberCheck, SignedIn, SignedInGuard, SignedInUser } from '../../identity';
import { HttpError } from '../../platform';
import { BillingService } from './billing.service';

/**
 * The plan of a provider (any member: the screens decide on the upsell with it) and the
 * owner's way to pay for it. Outside /api/provider, so membership is checked here.
 */
@Controller('billing/:provider_id')
@UseGuards(SignedInGuard)
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly members: MemberCheck,
  ) {}

  @Get()
  async status(@Param('provider_id') providerId: string, @SignedIn() user: SignedInUser) {
    await this.members.member(user, providerId);
    return this.billing.status(providerId);
  }

  /** Spec 6 and 7: only the owner (the member nobody invited) reaches Checkout. */
  @Post('link')
  async link(@Param('provider_id') providerId: string, @SignedIn() user: SignedInUser) {
    const member = await this.members.member(user, providerId);
    if (!member.isOwner) throw new HttpError(403, 'Only the owner can manage billing.');
    return this.billing.link(providerId, member.userId);
  }
}
