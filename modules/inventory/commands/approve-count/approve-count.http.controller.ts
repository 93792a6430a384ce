import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { CountById } from '../../queries/count-by-id/count-by-id.query';
import { OneCountResponse } from '../../responses/count.response.dto';
import { ApproveCount } from './approve-count.command';

/** POST …/counts/{count_id}/approve (gated by identity's permission table): answers `{ count }`. */
@Controller('provider/:provider_id/counts/:count_id/approve')
export class ApproveCountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  async approve(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('count_id', ParseUUIDPipe) countId: string,
    @Req() req: MemberRequest,
  ): Promise<OneCountResponse> {
    await this.commands.execute(new ApproveCount(providerId, countId, req.member!));
    return this.queries.execute(new CountById(providerId, countId));
  }
}
