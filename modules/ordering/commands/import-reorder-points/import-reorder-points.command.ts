import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';

/** Set reorder points from a CSV file (`product_id, location_id, minimum, reorder_quantity`). */
export class ImportReorderPoints extends Command<{ updated: number }> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly csv: unknown,
  ) {
    super();
  }
}
