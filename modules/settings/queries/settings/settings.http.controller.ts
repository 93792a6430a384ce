import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneSettingsResponse } from '../../responses/settings.response.dto';
import { ProviderSettings } from './settings.query';

/** GET /api/provider/{provider_id}/settings: any member reads them (documents use them). */
@Controller('provider/:provider_id/settings')
export class SettingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<OneSettingsResponse> {
    return this.queries.execute(new ProviderSettings(providerId));
  }
}
