import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomFieldsService } from '../../../catalog';
import { csvExport } from '../../../platform';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { ExportClients } from './export-clients.query';

@QueryHandler(ExportClients)
export class ExportClientsHandler implements IQueryHandler<ExportClients> {
  constructor(
    private readonly fields: CustomFieldsService,
    private readonly reads: ClientsReadModel,
  ) {}

  async execute({ providerId }: ExportClients) {
    const fields = await this.fields.list(providerId, 'CLIENTS');
    return csvExport(
      'clients.csv',
      ['id', 'name', 'email', 'address', 'active', ...fields.map((f) => f.field_label)],
      this.reads.exportPages(providerId),
      (rows) =>
        rows.map((row) => [
          row.id,
          row.name,
          row.email,
          row.address,
          row.active,
          ...fields.map((f) => row.metadata[f.id] as string | number | boolean | undefined),
        ]),
    );
  }
}
