import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { CountById } from '../../queries/count-by-id/count-by-id.query';
import { OneCountResponse } from '../../responses/count.response.dto';
import { CancelCount } from './cancel-count.command';

/** POST …/counts/{count_id}/cancel (gated by identity's permission table): answers `{ count }`. */
@Controller('provider/:provider_id/counts/:count_id/cancel')
export class CancelCountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  async cancel(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('count_id', ParseUUIDPipe) countId: string,
    @Req() req: MemberRequest,
  ): Promise<OneCountResponse> {
    await this.commands.execute(new CancelCount(providerId, countId, req.member!));
    return this.queries.execute(new CountById(providerId, countId));
  }
}
