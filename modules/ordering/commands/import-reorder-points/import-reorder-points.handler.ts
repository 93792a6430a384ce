import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CsvError, parseCsv } from '../../../platform';
import { OrderRuleError } from '../../domain/order';
import { MAX_REORDER_POINTS, ReorderPointInput, reorderPointOf } from '../../domain/reorder-point';
import { SetReorderPoints } from '../set-reorder-points/set-reorder-points.command';
import { ImportReorderPoints } from './import-reorder-points.command';

/** Lines of one file at the most: every stock of 10,000 products at 20 locations, and more. */
const MAX_LINES = 250_000;
const COLUMNS = ['product_id', 'location_id', 'minimum', 'reorder_quantity'];

/** The settings of a file, or a refusal naming the lines that are wrong (the first ten). */
function settingsOf(csv: unknown): ReorderPointInput[] {
  if (typeof csv !== 'string' || csv.trim() === '')
    throw new OrderRuleError(`Send a CSV file with the columns ${COLUMNS.join(', ')}.`);
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csv, { maxRecords: MAX_LINES + 1, maxFields: 50, maxFieldLength: 200 });
  } catch (error) {
    if (error instanceof CsvError) throw new OrderRuleError(error.message);
    throw error;
  }
  const header = records[0].fields.map((name) => name.trim().toLowerCase());
  const missing = COLUMNS.slice(0, 3).filter((name) => !header.includes(name));
  if (missing.length > 0) throw new OrderRuleError(`Missing columns: ${missing.join(', ')}.`);
  const settings: ReorderPointInput[] = [];
  const problems: string[] = [];
  for (const record of records.slice(1)) {
    const raw = Object.fromEntries(header.map((name, i) => [name, record.fields[i]?.trim()]));
    const setting = reorderPointOf(raw);
    if (typeof setting === 'string') problems.push(`Line ${record.line}: ${setting}`);
    else settings.push(setting);
  }
  if (problems.length > 0)
    throw new OrderRuleError(
      problems.slice(0, 10).join('; ') +
        (problems.length > 10 ? `; and ${problems.length - 10} more lines` : ''),
    );
  if (settings.length === 0) throw new OrderRuleError('The file holds no reorder points.');
  return settings;
}

/** Reads the whole file first (nothing is set when a line is wrong), then sets it in batches. */
@CommandHandler(ImportReorderPoints)
export class ImportReorderPointsHandler implements ICommandHandler<ImportReorderPoints> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ providerId, member, csv }: ImportReorderPoints): Promise<{ updated: number }> {
    const settings = settingsOf(csv);
    let updated = 0;
    for (let i = 0; i < settings.length; i += MAX_REORDER_POINTS) {
      const batch = settings.slice(i, i + MAX_REORDER_POINTS);
      updated += (await this.commands.execute(new SetReorderPoints(providerId, member, batch)))
        .updated;
    }
    return { updated };
  }
}
