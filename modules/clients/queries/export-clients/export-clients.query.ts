import { Query } from '@nestjs/cqrs';

/** A provider's clients as CSV: id, name, email, address, active, then each custom field. */
export class ExportClients extends Query<string> {
  constructor(readonly providerId: string) {
    super();
  }
}
