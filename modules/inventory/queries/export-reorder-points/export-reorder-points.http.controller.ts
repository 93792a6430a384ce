import { Controller, Get, Param, ParseUUIDPipe, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnswersCsv } from '../../../platform';
import { ReorderPointsCsv } from './export-reorder-points.query';

/** GET the reorder points as CSV (the Low stock screen's Export button). */
@Controller('provider/:provider_id/reorder-points')
export class ExportReorderPointsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  @AnswersCsv()
  exportCsv(@Param('provider_id', ParseUUIDPipe) providerId: string): Promise<StreamableFile> {
    return this.queries.execute(new ReorderPointsCsv(providerId));
  }
}
