import { Controller, Get, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { CheckpointService } from './checkpoint.service';
import { checkpointLine } from './domain/checkpoint';

class CheckpointsQuery {
  @IsOptional()
  @IsIn(['json', 'jsonl'], { message: 'format must be json or jsonl' })
  format?: 'json' | 'jsonl';
}

/**
 * A provider's signed stock checkpoints, for its members and auditors to keep outside the app:
 * `format=jsonl` downloads them as the file `audit verify-chain --anchor` reads.
 */
@Controller('provider/:provider_id/audit')
export class CheckpointsController {
  constructor(private readonly checkpoints: CheckpointService) {}

  @Get('checkpoints')
  list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: CheckpointsQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const checkpoints = this.checkpoints.checkpoints(providerId);
    if (query.format === 'jsonl') {
      response.header('Content-Type', 'application/x-ndjson; charset=utf-8');
      response.header(
        'Content-Disposition',
        `attachment; filename="stock-checkpoints-${providerId}.jsonl"`,
      );
      return checkpoints.map(checkpointLine).join('');
    }
    return { public_key: this.checkpoints.publicKey(), checkpoints };
  }

  /** Signs now what is new (of every provider: one run covers them all). */
  @Post('checkpoints')
  async sign(@Param('provider_id', ParseUUIDPipe) providerId: string) {
    await this.checkpoints.signNow();
    return { checkpoint: this.checkpoints.checkpoints(providerId).at(-1) ?? null };
  }
}
