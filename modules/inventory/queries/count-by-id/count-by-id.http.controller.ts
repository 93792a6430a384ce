import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OneCountResponse } from '../../responses/count.response.dto';
import { CountById } from './count-by-id.query';

/** GET /api/provider/{provider_id}/counts/{count_id}: the entry and review screen's count. */
@Controller('provider/:provider_id/counts/:count_id')
export class CountByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('count_id', ParseUUIDPipe) countId: string,
  ): Promise<OneCountResponse> {
    return this.queries.execute(new CountById(providerId, countId));
  }
}
