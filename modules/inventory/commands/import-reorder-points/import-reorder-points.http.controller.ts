import { Body, Controller, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ImportQuery, ImportReportResponse, isDryRun } from '../../../catalog';
import { MemberRequest } from '../../../identity';
import { AcceptsCsv } from '../../../platform';
import { ImportReorderPoints } from './import-reorder-points.command';

/** POST a reorder points CSV (the Low stock screen's Import button; gated by identity's permission table). */
@Controller('provider/:provider_id/reorder-points')
export class ImportReorderPointsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('import')
  @AcceptsCsv()
  importCsv(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: ImportQuery,
    @Body() body: unknown,
    @Req() req: MemberRequest,
  ): Promise<ImportReportResponse> {
    return this.commands.execute(
      new ImportReorderPoints(providerId, req.member!, body, isDryRun(query)),
    );
  }
}
