import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import { SignedIn, SignedInGuard, SignedInUser } from '../../../identity';
import {
  SelfHostedBillingResponse,
  StripeBillingResponse,
} from '../../responses/billing.response.dto';
import { BillingStatus, BillingStatusView } from './billing-status.query';

/**
 * GET /api/billing/{provider_id}: the plan, for any member. Outside /api/provider, so the
 * handler checks the membership.
 */
@Controller('billing/:provider_id')
@UseGuards(SignedInGuard)
export class BillingStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  // One of two shapes, told apart by `mode`: no single class says that.
  @ApiExtraModels(SelfHostedBillingResponse, StripeBillingResponse)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(SelfHostedBillingResponse) },
        { $ref: getSchemaPath(StripeBillingResponse) },
      ],
      discriminator: {
        propertyName: 'mode',
        mapping: {
          'self-hosted': getSchemaPath(SelfHostedBillingResponse),
          stripe: getSchemaPath(StripeBillingResponse),
        },
      },
    },
  })
  status(
    @Param('provider_id') providerId: string,
    @SignedIn() user: SignedInUser,
  ): Promise<BillingStatusView> {
    return this.queries.execute(new BillingStatus(providerId, user));
  }
}
