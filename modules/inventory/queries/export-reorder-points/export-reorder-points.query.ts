import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';

/** Every reorder point of the provider as CSV: what the import reads, and the figures. */
export class ReorderPointsCsv extends Query<StreamableFile> {
  constructor(readonly providerId: string) {
    super();
  }
}
