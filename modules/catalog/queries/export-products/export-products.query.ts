import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';

/** The provider's products as a streamed CSV file: one column per custom field, by its label. */
export class ProductsCsv extends Query<StreamableFile> {
  constructor(readonly providerId: string) {
    super();
  }
}
