import { HttpException } from '@nestjs/common';
import { badRequest, CsvError, parseCsv } from '../../platform';
import { ImportRow, LineError } from '../domain/import-table';

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

/**
 * Checks the rows a table read: each is either a line to write or a problem on its line. Gives
 * the report (problems sorted by line) and the lines to write; throws the 400 of a real import
 * with any problem.
 */
export function checkRows<T>(
  records: readonly unknown[],
  table: { rows: ImportRow[]; errors: LineError[] },
  check: (row: ImportRow) => T | LineError,
  dryRun: boolean,
): { report: ImportReport; valid: T[] } {
  const valid: T[] = [];
  const errors = [...table.errors];
  for (const row of table.rows) {
    const checked = check(row);
    if (checked && typeof checked === 'object' && 'message' in checked)
      errors.push(checked as LineError);
    else valid.push(checked as T);
  }
  errors.sort((x, y) => x.line - y.line);
  const report = {
    total: Math.max(records.length - 1, 0),
    valid: valid.length,
    errors,
    imported: 0,
  };
  refuseIfErrors(report, dryRun);
  return { report, valid };
}
