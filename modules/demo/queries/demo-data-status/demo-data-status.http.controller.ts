import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DemoDataStatusResponse } from '../../responses/demo-data.response.dto';
import { DemoDataStatus } from './demo-data-status.query';

/** GET /api/provider/{provider_id}/demo-data: whether demo data is loaded, for every member. */
@Controller('provider/:provider_id/demo-data')
export class DemoDataStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  status(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<DemoDataStatusResponse> {
    return this.queries.execute(new DemoDataStatus(providerId));
  }
}
