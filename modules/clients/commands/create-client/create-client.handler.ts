import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CustomFieldsService } from '../../../catalog';
import { checkedClientFields, clientTaxId } from '../../domain/client-fields';
import { ClientPortals } from '../../infrastructure/client-portals';
import { Client, ProviderClient } from '../../infrastructure/clients.entities';
import { ClientsReadModel } from '../../infrastructure/clients.read-model';
import { CreateClient } from './create-client.command';

@CommandHandler(CreateClient)
export class CreateClientHandler implements ICommandHandler<CreateClient> {
  constructor(
    private readonly em: EntityManager,
    private readonly fields: CustomFieldsService,
    private readonly reads: ClientsReadModel,
    private readonly portals: ClientPortals,
  ) {}

  async execute({ providerId, client: given }: CreateClient) {
    const { name, email } = checkedClientFields(given, 'create');
    const metadata = await this.fields.checkedMetadata(providerId, 'CLIENTS', {}, given.metadata);
    const client = Object.assign(new Client(), {
      id: randomUUID(),
      providerId,
      name,
      email,
      address: given.address?.trim() || null,
      metadata,
      taxId: clientTaxId(given.tax_id ?? null),
      taxExempt: given.tax_exempt ?? false,
    });
    const link = Object.assign(new ProviderClient(), {
      id: randomUUID(),
      providerId,
      clientId: client.id,
    });
    const asks = [{ clientId: client.id, email: client.email }];
    await this.em.transactional(async (em) => {
      // The link and the request refer to the client: the client's row goes first.
      await em.persist(client).flush();
      em.persist(link);
      await this.portals.asked(em, providerId, asks);
    });
    // Whether another provider knows this email is looked at after the answer, and never told.
    this.portals.offerLater(providerId, asks);
    const [provider_client] = await this.reads.linkViews(providerId, [link], [client]);
    return { client: await this.reads.view(providerId, client), provider_client };
  }
}
