import { Command } from '@nestjs/cqrs';
import { ImportReport } from '../../infrastructure/csv-import';

/** Check a products CSV line by line and, unless it is a dry run and if no line is wrong, write it. */
export class ImportProducts extends Command<ImportReport> {
  constructor(
    readonly providerId: string,
    readonly csv: unknown,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
