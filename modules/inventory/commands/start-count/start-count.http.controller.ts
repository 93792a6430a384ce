import { Body, Controller, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { CountById } from '../../queries/count-by-id/count-by-id.query';
import { OneCountResponse } from '../../responses/count.response.dto';
import { StartCount } from './start-count.command';
import { StartCountRequest } from './start-count.request.dto';

/** POST /api/provider/{provider_id}/counts (gated by identity's permission table): answers `{ count }`. */
@Controller('provider/:provider_id/counts')
export class StartCountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async start(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: StartCountRequest,
    @Req() req: MemberRequest,
  ): Promise<OneCountResponse> {
    const { countId } = await this.commands.execute(
      new StartCount(providerId, req.member!, {
        locationId: body.location_id.toLowerCase(),
        search: body.search ?? null,
        notes: body.notes ?? null,
      }),
    );
    return this.queries.execute(new CountById(providerId, countId));
  }
}
