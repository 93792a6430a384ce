import { Body, Controller, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OneSettingsResponse } from '../../responses/settings.response.dto';
import { UpdateSettings } from './update-settings.command';
import { UpdateSettingsRequest } from './update-settings.request.dto';

/** PUT /api/provider/{provider_id}/settings: the owner changes the business settings. */
@Controller('provider/:provider_id/settings')
export class UpdateSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  update(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: UpdateSettingsRequest,
    @Req() req: MemberRequest,
  ): Promise<OneSettingsResponse> {
    return this.commands.execute(
      new UpdateSettings(providerId, req.member!, {
        legalName: body.legal_name,
        address: body.address,
        taxId: body.tax_id,
        currency: body.currency,
        locale: body.locale,
        orderPrefix: body.order_prefix,
        defaultTaxRate: body.default_tax_rate,
        paymentTermsDays: body.payment_terms_days,
        invoicePer: body.invoice_per,
        minOrderValue: body.min_order_value,
        notifications: body.notifications && { ...body.notifications },
        newOrderRecipients: body.new_order_recipients,
        portalStock: body.portal_stock,
        contactPhone: body.contact_phone,
      }),
    );
  }
}
