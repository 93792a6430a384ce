import { createHash } from 'node:crypto';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientsReadModel } from '../../../clients';
import { ProviderCard, ProvidersDirectory } from '../../../identity';
import { Database } from '../../../platform';
import { BusinessSettings, SettingsReadModel } from '../../../settings';
import { ClientLinks, PortalShopView } from './client-links.query';

/**
 * The portal's address of a provider's logo. The version names the stored file, so a new logo
 * is a new address and browsers may keep each one (the route lets them, for a day).
 */
export function portalLogoUrl(linkKey: string, providerId: string, logoKey: string): string {
  const version = createHash('sha256').update(logoKey).digest('hex').slice(0, 12);
  return `/api/client/${linkKey}/providers/${providerId}/logo?v=${version}`;
}

function shopOf(
  settings: BusinessSettings,
  card: ProviderCard | undefined,
  linkKey: string,
  providerId: string,
): PortalShopView {
  return {
    legal_name: settings.legalName,
    address: settings.address,
    // The provider's own email, which its clients' orders already show them.
    email: card?.email ?? null,
    phone: settings.contactPhone,
    logo_url: settings.logoKey ? portalLogoUrl(linkKey, providerId, settings.logoKey) : null,
    currency: settings.currency,
    locale: settings.locale,
  };
}

@QueryHandler(ClientLinks)
export class ClientLinksHandler implements IQueryHandler<ClientLinks> {
  constructor(
    private readonly clients: ClientsReadModel,
    private readonly settings: SettingsReadModel,
    private readonly providers: ProvidersDirectory,
    private readonly db: Database,
  ) {}

  async execute({ clientIds, reachable, linkKey }: ClientLinks) {
    const each = await Promise.all(clientIds.map((id) => this.clients.linksOfClient(id)));
    const links = each.flat().filter((link) => reachable.has(link.provider.id));
    // Only the providers the key still reaches: another provider's settings are never read here.
    const providerIds = links.map((link) => link.provider.id);
    const [settings, cards] = await this.db.readTogether(
      this.settings.settingsRead(providerIds),
      this.providers.cardsRead(providerIds),
    );
    // The provider's own custom-field values about the client stay with the provider.
    return {
      providerClients: links.map(({ client, ...link }) => ({
        ...link,
        client: { id: client.id, name: client.name, email: client.email },
        shop: shopOf(
          settings.get(link.provider.id)!,
          cards.get(link.provider.id),
          linkKey,
          link.provider.id,
        ),
      })),
    };
  }
}
