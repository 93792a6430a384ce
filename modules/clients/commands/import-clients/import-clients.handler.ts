import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CustomFieldsService, ImportRow, LineError, parseFlag, runImport } from '../../../catalog';
import { isUuid, requestProblem } from '../../../platform';
import { ClientFieldError, checkedClientFields } from '../../domain/client-fields';
import { ClientPortals, GivenEmail } from '../../infrastructure/client-portals';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { CreateClientRequest } from '../create-client/create-client.request.dto';
import { ImportClients } from './import-clients.command';

interface ClientLine {
  id: string;
  isNew: boolean;
  name: string;
  email: string;
  address: string | null;
  active: boolean;
  metadata: Record<string, unknown>;
}

@CommandHandler(ImportClients)
export class ImportClientsHandler implements ICommandHandler<ImportClients> {
  constructor(
    private readonly em: EntityManager,
    private readonly fields: CustomFieldsService,
    private readonly reads: ClientsReadModel,
    private readonly portals: ClientPortals,
  ) {}

  async execute({ providerId, body, dryRun }: ImportClients) {
    // The lines that give a client an email (a new client, or a changed email) ask as an added
    // client does; the match runs once the import is in, and tells the provider nothing.
    const given: GivenEmail[] = [];
    const report = await runImport<ClientLine>(this.em, {
      body,
      dryRun,
      columns: { required: ['name', 'email'], optional: ['id', 'address', 'active'] },
      fields: await this.fields.list(providerId, 'CLIENTS'),
      existingIds: () => this.reads.idsOf(providerId),
      check: checkLine,
      writeChunk: async (em, chunk) => {
        const changed = await em.execute<{ client_id: string; email: string }[]>(
          `SELECT t.id AS client_id, t.email
             FROM jsonb_to_recordset(?::jsonb) AS t (id uuid, email text)
             LEFT JOIN clients c ON c.id = t.id AND c.provider_id = ?::uuid
            WHERE c.id IS NULL OR lower(btrim(c.email)) <> lower(btrim(t.email))`,
          [JSON.stringify(chunk), providerId],
        );
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
        const asks = changed.map((row) => ({ clientId: row.client_id, email: row.email }));
        await this.portals.asked(em, providerId, asks);
        given.push(...asks);
      },
      tables: ['clients', 'clients_provider_links'],
    });
    this.portals.offerLater(providerId, given);
    return report;
  }
}

/** One CSV line as a client to write, or the reason it is refused. */
function checkLine(row: ImportRow, existing: ReadonlySet<string>): ClientLine | LineError {
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
