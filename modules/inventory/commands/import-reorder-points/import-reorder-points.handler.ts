import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkRows, csvRecords, ImportReport, readImportTable } from '../../../catalog';
import { MAX_REORDER_POINTS, ReorderPointInput, reorderPointOf } from '../../domain/reorder-point';
import { SetReorderPoints } from '../set-reorder-points/set-reorder-points.command';
import { ImportReorderPoints } from './import-reorder-points.command';

const COLUMNS = {
  required: ['product_id', 'location_id', 'minimum'],
  optional: [
    'reorder_quantity',
    'product',
    'location',
    'current_stock',
    'in_transit_stock',
    'low',
    'suggested_quantity',
  ],
};

/**
 * Reads the whole file as the products and clients imports do (a report by line, nothing set
 * while a line is wrong), then sets the points in batches. The export's extra columns are
 * accepted and ignored, so an edited export goes straight back in.
 */
@CommandHandler(ImportReorderPoints)
export class ImportReorderPointsHandler implements ICommandHandler<ImportReorderPoints> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ providerId, member, csv, dryRun }: ImportReorderPoints): Promise<ImportReport> {
    const records = csvRecords(csv);
    const { report, valid } = checkRows<ReorderPointInput>(
      records,
      readImportTable(records, COLUMNS, [], 0),
      (row) => {
        const point = reorderPointOf(row.cells);
        return typeof point === 'string' ? { line: row.line, message: point } : point;
      },
      dryRun,
    );
    if (dryRun) return report;
    let imported = 0;
    for (let i = 0; i < valid.length; i += MAX_REORDER_POINTS) {
      const batch = valid.slice(i, i + MAX_REORDER_POINTS);
      imported += (await this.commands.execute(new SetReorderPoints(providerId, member, batch)))
        .updated;
    }
    return { ...report, imported };
  }
}
