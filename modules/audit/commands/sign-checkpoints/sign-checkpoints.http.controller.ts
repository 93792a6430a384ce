import { Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ListCheckpoints } from '../../queries/list-checkpoints/list-checkpoints.query';
import { NewestCheckpointResponse } from '../../responses/checkpoint.response.dto';
import { SignCheckpoints } from './sign-checkpoints.command';

/** POST /api/provider/{provider_id}/audit/checkpoints: sign now, answer the provider's newest. */
@Controller('provider/:provider_id/audit')
export class SignCheckpointsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Signs now what is new (of every provider: one run covers them all). */
  @Post('checkpoints')
  async sign(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
  ): Promise<NewestCheckpointResponse> {
    await this.commands.execute(new SignCheckpoints());
    const { checkpoints } = await this.queries.execute(new ListCheckpoints(providerId));
    return { checkpoint: checkpoints.at(-1) ?? null };
  }
}
