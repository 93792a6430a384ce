import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException } from '@nestjs/common';
import {
  CsvError,
  CsvTooLarge,
  counted,
  MAX_FIELD_VALUE_LENGTH,
  MAX_IMPORT_CELL_LENGTH,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  parseCsv,
} from '../../platform';
import { FieldDefinition } from '../domain/custom-fields';
import { ImportRefused, ImportRow, LineError, readImportTable } from '../domain/import-table';
import { FileTooLarge } from '../domain/uploads';

/** What an import answers: checked lines, problems by line, and how many rows it wrote. */
export interface ImportReport {
  total: number;
  valid: number;
  errors: LineError[];
  imported: number;
}

/**
 * The records of an uploaded CSV body; an unreadable file is a 400 naming the line, a file of
 * more rows than one import takes a 413 (the body's bytes are bounded before it is read).
 */
export function csvRecords(body: unknown) {
  if (typeof body !== 'string' || body.trim() === '')
    throw new ImportRefused('Send the CSV file as the request body (Content-Type: text/csv).');
  try {
    return parseCsv(body, {
      maxRecords: MAX_IMPORT_ROWS + 1,
      maxFields: MAX_IMPORT_COLUMNS,
      maxFieldLength: MAX_IMPORT_CELL_LENGTH,
    });
  } catch (error) {
    if (error instanceof CsvTooLarge)
      throw new FileTooLarge(
        `The file has more than ${counted(MAX_IMPORT_ROWS)} rows; import it in parts of at most ${counted(MAX_IMPORT_ROWS)} rows.`,
      );
    if (error instanceof CsvError) throw new ImportRefused(error.message);
    throw error;
  }
}

/**
 * A real import with any bad line writes nothing and answers 400 with the report. An HTTP
 * exception rather than a refusal kind: the answer carries the report's fields beside the
 * message, which the one error filter's refusal shape does not.
 */
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

/** Rows written per statement: big enough to be fast, small enough for one round trip. */
const CHUNK = 2000;
/** An import this large changes the table's statistics at once. */
const ANALYZE_AFTER = 1000;

/** How one import reads its entity's rows and writes them. */
export interface ImportPlan<T> {
  body: unknown;
  dryRun: boolean;
  columns: { required: readonly string[]; optional: readonly string[] };
  fields: readonly FieldDefinition[];
  /** Ids of the rows the provider already has (a file may update those, and only those). */
  existingIds: () => Promise<string[]>;
  check: (row: ImportRow, existing: ReadonlySet<string>) => T | LineError;
  /** Writes one chunk inside the import's transaction. */
  writeChunk: (em: EntityManager, chunk: T[]) => Promise<unknown>;
  /** The tables to refresh statistics of after a large import. */
  tables: readonly string[];
}

/**
 * A CSV import: reads and checks every line; a dry run answers the report; a real one with no
 * bad line writes every row in one transaction, then refreshes the tables' statistics when it
 * wrote many (so the planner does not plan with the old row counts until autovacuum comes by).
 */
export async function runImport<T>(em: EntityManager, plan: ImportPlan<T>): Promise<ImportReport> {
  const records = csvRecords(plan.body);
  const table = readImportTable(records, plan.columns, plan.fields, MAX_FIELD_VALUE_LENGTH);
  const existing = new Set(await plan.existingIds());
  const { report, valid } = checkRows(
    records,
    table,
    (row) => plan.check(row, existing),
    plan.dryRun,
  );
  if (plan.dryRun) return report;
  await em.transactional(async (tx) => {
    for (let start = 0; start < valid.length; start += CHUNK) {
      await plan.writeChunk(tx, valid.slice(start, start + CHUNK));
    }
  });
  if (valid.length >= ANALYZE_AFTER) {
    for (const name of plan.tables) await em.getConnection().execute(`ANALYZE ${name}`);
  }
  return { ...report, imported: valid.length };
}
