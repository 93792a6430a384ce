import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';

/** Every recorded stock cell (as it stands, or as of a moment) as a streamed CSV file. */
export class InventoryCsv extends Query<StreamableFile> {
  constructor(
    readonly providerId: string,
    readonly asOf?: Date,
    readonly knownAt?: Date,
  ) {
    super();
  }
}
