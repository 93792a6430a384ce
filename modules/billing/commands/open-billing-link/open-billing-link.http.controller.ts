import { Controller, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SignedIn, SignedInGuard, SignedInUser } from '../../../identity';
import { BillingLinkResponse } from '../../responses/billing.response.dto';
import { OpenBillingLink } from './open-billing-link.command';

/**
 * POST /api/billing/{provider_id}/link (docs/product.md §6 and §7): the owner's way to pay. Outside
 * /api/provider, so the handler checks the membership.
 */
@Controller('billing/:provider_id')
@UseGuards(SignedInGuard)
export class OpenBillingLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Post('link')
  link(
    @Param('provider_id') providerId: string,
    @SignedIn() user: SignedInUser,
  ): Promise<BillingLinkResponse> {
    return this.commands.execute(new OpenBillingLink(providerId, user));
  }
}
