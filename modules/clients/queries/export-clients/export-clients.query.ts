import { StreamableFile } from '@nestjs/common';
import { Query } from '@nestjs/cqrs';

/** A provider's clients as a streamed CSV file: id, name, email, address, active, then fields. */
export class ExportClients extends Query<StreamableFile> {
  constructor(readonly providerId: string) {
    super();
  }
}
