import { HttpException } from '@nestjs/common';
import { badRequest, CsvError, parseCsv } from '../../platform';
import { LineError } from '../domain/import-table';

/** What an import answers: checked lines, problems by line, and how many rows it wrote. */
export interface ImportReport {
  total: number;
  valid: number;
  errors: LineError[];
  imported: number;
}

/** The records of an uploaded CSV body; an unreadable file is a 400 naming the line. */
export function csvRecords(body: unknown) {
  if (typeof body !== 'string' || body.trim() === '')
    throw badRequest('Send the CSV file as the request body (Content-Type: text/csv).');
  try {
    return parseCsv(body);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message);
    throw error;
  }
}

/** A real import with any bad line writes nothing and answers 400 with the report. */
export function refuseIfErrors(report: ImportReport, dryRun: boolean): void {
  if (dryRun || report.errors.length === 0) return;
  const message = `The file has ${report.errors.length} line(s) with errors; nothing was imported.`;
  throw new HttpException({ statusCode: 400, error: message, message, ...report }, 400);
}
