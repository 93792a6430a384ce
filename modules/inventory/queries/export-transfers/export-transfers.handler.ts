import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { formatCsv } from '../../../platform';
import { TransfersReadModel } from '../../projections/transfers/transfers.read-model';
import { TransfersCsv } from './export-transfers.query';

/** Every transfer the filter selects, in pages of this many. */
const PAGE = 1000;

const HEADER = [
  'transfer_id',
  'number',
  'status',
  'from_location',
  'to_location',
  'created_at',
  'shipped_at',
  'closed_at',
  'product_id',
  'product_name',
  'quantity',
  'received',
  'written_off',
  'in_transit',
  'notes',
];

@QueryHandler(TransfersCsv)
export class TransfersCsvHandler implements IQueryHandler<TransfersCsv> {
  constructor(private readonly transfers: TransfersReadModel) {}

  async execute({ providerId, filter }: TransfersCsv): Promise<string> {
    const rows: (string | number | null)[][] = [HEADER];
    for (let offset = 0; ; offset += PAGE) {
      const { transfers } = await this.transfers.list(providerId, filter, { limit: PAGE, offset });
      for (const t of transfers)
        for (const line of t.lines)
          rows.push([
            t.id,
            t.number,
            t.status,
            t.from_location.name,
            t.to_location.name,
            t.created_at,
            t.shipped_at,
            t.closed_at,
            line.product_id,
            line.product_name,
            line.quantity,
            line.received,
            line.written_off,
            line.in_transit,
            t.notes,
          ]);
      if (transfers.length < PAGE) break;
    }
    return formatCsv(rows);
  }
}
