import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { AnswersJsonOrFile } from '../../../platform';
import { checkpointLine } from '../../domain/checkpoint';
import { CheckpointListResponse } from '../../responses/checkpoint.response.dto';
import { ListCheckpoints } from './list-checkpoints.query';
import { ListCheckpointsRequest } from './list-checkpoints.request.dto';

/**
 * A provider's signed stock checkpoints, for its members and auditors to keep outside the app:
 * `format=jsonl` downloads them as the file `audit verify-chain --anchor` reads.
 */
@Controller('provider/:provider_id/audit')
export class ListCheckpointsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('checkpoints')
  @AnswersJsonOrFile(CheckpointListResponse, {
    mediaType: 'application/x-ndjson',
    when: '`format=jsonl`',
  })
  async list(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ListCheckpointsRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CheckpointListResponse | string> {
    const answer = await this.queries.execute(new ListCheckpoints(providerId));
    if (query.format === 'jsonl') {
      response.header('Content-Type', 'application/x-ndjson; charset=utf-8');
      response.header(
        'Content-Disposition',
        `attachment; filename="stock-checkpoints-${providerId}.jsonl"`,
      );
      return answer.checkpoints.map(checkpointLine).join('');
    }
    return answer;
  }
}
