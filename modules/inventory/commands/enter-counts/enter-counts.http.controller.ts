import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { CountById } from '../../queries/count-by-id/count-by-id.query';
import { OneCountResponse } from '../../responses/count.response.dto';
import { EnterCounts } from './enter-counts.command';
import { EnterCountsRequest } from './enter-counts.request.dto';

/**
 * POST …/counts/{count_id}/entries (gated by identity's permission table): answers `{ count }` with only the
 * lines entered, so a phone saving one line does not download the whole count again.
 */
@Controller('provider/:provider_id/counts/:count_id/entries')
export class EnterCountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  async enter(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('count_id', ParseUUIDPipe) countId: string,
    @Body() body: EnterCountsRequest,
    @Req() req: MemberRequest,
  ): Promise<OneCountResponse> {
    const lines = body.lines.map((line) => ({
      productId: line.product_id.toLowerCase(),
      counted: line.counted,
    }));
    await this.commands.execute(new EnterCounts(providerId, countId, req.member!, lines));
    return this.queries.execute(
      new CountById(
        providerId,
        countId,
        lines.map((line) => line.productId),
      ),
    );
  }
}
