import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CustomFieldsService } from '../../../catalog';
import { checkedClientFields, clientTaxId } from '../../domain/client-fields';
import { givesNewEmail } from '../../domain/portal-rules';
import { ClientPortals } from '../../infrastructure/client-portals';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { UpdateClient } from './update-client.command';

@CommandHandler(UpdateClient)
export class UpdateClientHandler implements ICommandHandler<UpdateClient> {
  constructor(
    private readonly em: EntityManager,
    private readonly fields: CustomFieldsService,
    private readonly reads: ClientsReadModel,
    private readonly portals: ClientPortals,
  ) {}

  async execute({ providerId, clientId, change }: UpdateClient) {
    const client = await this.reads.find(providerId, clientId);
    const { name, email } = checkedClientFields(change, 'edit');
    // A new email is a new request, as for a client added with it (any case and spacing aside).
    const given = givesNewEmail(client.email, email) ? [{ clientId, email }] : [];
    if (name !== undefined) client.name = name;
    if (email !== undefined) client.email = email;
    if (change.address !== undefined) client.address = change.address?.trim() || null;
    if (change.tax_id !== undefined) client.taxId = clientTaxId(change.tax_id);
    // Orders already placed keep the rates they were placed at.
    if (change.tax_exempt !== undefined) client.taxExempt = change.tax_exempt;
    client.metadata = await this.fields.checkedMetadata(
      providerId,
      'CLIENTS',
      client.metadata,
      change.metadata,
    );
    await this.em.transactional(async (em) => {
      await em.flush();
      await this.portals.asked(em, providerId, given);
    });
    this.portals.offerLater(providerId, given);
    return { client: await this.reads.view(providerId, client) };
  }
}
