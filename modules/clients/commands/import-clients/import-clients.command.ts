import { Command } from '@nestjs/cqrs';
import { ImportReport } from '../../../catalog';

/**
 * Add or update clients from CSV (name, email; optional id, address, active and custom fields).
 * A dry run checks every line and writes nothing.
 */
export class ImportClients extends Command<ImportReport> {
  constructor(
    readonly providerId: string,
    /** The body as sent: CSV text, or the JSON form of the table. */
    readonly body: unknown,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
