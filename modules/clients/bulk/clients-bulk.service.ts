import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  CustomFieldsService,
  ImportReport,
  ImportRow,
  LineError,
  parseFlag,
  runImport,
} from '../../catalog';
import { formatCsv, isUuid, requestProblem } from '../../platform';
import { CreateClientRequest } from '../commands/create-client/create-client.request.dto';
import { ClientFieldError, checkedClientFields } from '../domain/client-fields';

interface ClientLine {
  id: string;
  isNew: boolean;
  name: string;
  email: string;
  address: string | null;
  active: boolean;
  metadata: Record<string, unknown>;
}

/** Clients in and out as CSV, with their link's active flag and their custom fields. */
@Injectable()
export class ClientsBulkService {
  constructor(
    private readonly em: EntityManager,
    private readonly fields: CustomFieldsService,
  ) {}

  async exportCsv(providerId: string): Promise<string> {
    const fields = await this.fields.list(providerId, 'CLIENTS');
    const rows = await this.em.getConnection().execute<
      {
        id: string;
        name: string;
        email: string;
        address: string | null;
        active: boolean;
        metadata: Record<string, unknown>;
      }[]
    >(
      `SELECT c.id, c.name, c.email, c.address, l.active, c.metadata
         FROM clients c JOIN clients_provider_links l ON l.client_id = c.id AND l.provider_id = c.provider_id
        WHERE c.provider_id = ? ORDER BY lower(c.name), c.id`,
      [providerId],
    );
    return formatCsv([
      ['id', 'name', 'email', 'address', 'active', ...fields.map((f) => f.field_label)],
      ...rows.map((row) => [
        row.id,
        row.name,
        row.email,
        row.address,
        row.active,
        ...fields.map((f) => row.metadata[f.id] as string | number | boolean | undefined),
      ]),
    ]);
  }

  private checkLine(row: ImportRow, existing: ReadonlySet<string>): ClientLine | LineError {
    const { cells } = row;
    const id = (cells.id ?? '').toLowerCase();
    if (id && (!isUuid(id) || !existing.has(id)))
      return { line: row.line, message: `No client with id ${cells.id}` };
    const address = cells.address || undefined;
    // Held to the rules of the body that creates a client (lengths, a valid email).
    const problem = requestProblem(CreateClientRequest, {
      name: cells.name,
      email: cells.email,
      address,
    });
    if (problem) return { line: row.line, message: problem };
    let name: string | undefined;
    let email: string | undefined;
    try {
      ({ name, email } = checkedClientFields({ name: cells.name, email: cells.email }, 'create'));
    } catch (error) {
      if (!(error instanceof ClientFieldError)) throw error;
      return { line: row.line, message: error.message };
    }
    const active = parseFlag(cells.active, true);
    if (active === undefined) return { line: row.line, message: 'active must be true or false' };
    return {
      id: id || randomUUID(),
      isNew: !id,
      name: name!,
      email: email!,
      address: address ?? null,
      active,
      metadata: row.metadata,
    };
  }

  async importCsv(providerId: string, body: unknown, dryRun: boolean): Promise<ImportReport> {
    return runImport<ClientLine>(this.em, {
      body,
      dryRun,
      columns: { required: ['name', 'email'], optional: ['id', 'address', 'active'] },
      fields: await this.fields.list(providerId, 'CLIENTS'),
      existingIds: async () =>
        (
          await this.em
            .getConnection()
            .execute<{ id: string }[]>('SELECT id FROM clients WHERE provider_id = ?', [providerId])
        ).map((r) => r.id),
      check: (row, existing) => this.checkLine(row, existing),
      writeChunk: async (em, chunk) => {
        // One JSON parameter per chunk: the query builder would spread array parameters.
        await em.execute(
          `INSERT INTO clients (id, provider_id, name, email, address, metadata)
           SELECT id, ?::uuid, name, email, address, metadata
             FROM jsonb_to_recordset(?::jsonb)
                  AS t (id uuid, name text, email text, address text, metadata jsonb)
           ON CONFLICT (id) DO UPDATE
              SET name = excluded.name, email = excluded.email, address = excluded.address,
                  metadata = clients.metadata || excluded.metadata
            WHERE clients.provider_id = excluded.provider_id`,
          [providerId, JSON.stringify(chunk)],
        );
        await em.execute(
          `INSERT INTO clients_provider_links (id, provider_id, client_id, active)
           SELECT gen_random_uuid(), ?::uuid, id, active
             FROM jsonb_to_recordset(?::jsonb) AS t (id uuid, active boolean)
           ON CONFLICT (provider_id, client_id) DO UPDATE SET active = excluded.active`,
          [providerId, JSON.stringify(chunk)],
        );
      },
      tables: ['clients', 'clients_provider_links'],
    });
  }
}
