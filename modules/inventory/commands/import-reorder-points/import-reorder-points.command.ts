import { Command } from '@nestjs/cqrs';
import type { ImportReport } from '../../../catalog';
import { Member } from '../../../identity';

/**
 * Set reorder points from a CSV file (`product_id, location_id, minimum, reorder_quantity`); a
 * dry run checks the file and sets nothing.
 */
export class ImportReorderPoints extends Command<ImportReport> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly csv: unknown,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
