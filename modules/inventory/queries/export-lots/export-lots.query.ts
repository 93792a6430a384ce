import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';

/** Every lot holding units, as CSV (the Lots screen's Export CSV). */
export class LotsCsv extends Query<StreamableFile> {
  constructor(readonly providerId: string) {
    super();
  }
}
