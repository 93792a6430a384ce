import type { LineError } from '../domain/import-table';
import type { ImportReport } from '../infrastructure/csv-import';

/**
 * What a CSV import answers (products, clients, reorder points): every line checked, and how
 * many were written. A real import with any wrong line is refused whole (400, with the same
 * fields); a dry run answers the report and writes nothing.
 */
export class ImportLineErrorResponse implements LineError {
  /** The file's line number (the header is line 1). */
  line!: number;
  message!: string;
}

export class ImportReportResponse implements ImportReport {
  /** Lines of the file, the header left out. */
  total!: number;
  /** Lines with no problem. */
  valid!: number;
  /** The problems, by line. */
  errors!: ImportLineErrorResponse[];
  /** Lines written: 0 on a dry run. */
  imported!: number;
}
