import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { AnswersJsonOrFile, badRequest } from '../../../platform';
import { OneAuditReportResponse } from '../../responses/audit-report.response.dto';
import { auditReportCsv } from './audit-report.csv';
import { StockAuditReport } from './audit-report.query';
import { AuditReportRequest } from './audit-report.request.dto';

/**
 * An auditor's report of the provider's stock over a period, for every member (auditors
 * included: it changes nothing); `format=csv` downloads it as one file.
 */
@Controller('provider/:provider_id/audit')
export class AuditReportController {
  constructor(private readonly queries: QueryBus) {}

  @Get('report')
  @AnswersJsonOrFile(OneAuditReportResponse, { mediaType: 'text/csv', when: '`format=csv`' })
  async report(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: AuditReportRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<OneAuditReportResponse | string> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    if (from > to) throw badRequest('from must not be after to');
    const report = await this.queries.execute(
      new StockAuditReport(providerId, { from, to }, new Date(), query.location_id?.toLowerCase()),
    );
    if (query.format === 'csv') {
      const day = (time: string) => time.slice(0, 10);
      response.header('Content-Type', 'text/csv; charset=utf-8');
      response.header(
        'Content-Disposition',
        `attachment; filename="stock-audit-report-${day(report.from)}-${day(report.to)}.csv"`,
      );
      return auditReportCsv(report);
    }
    return { report };
  }
}
