import { OrderRuleError } from './order';

/** The one sentence a client reads wherever its disabled link stops it (portal, order, socket). */
export const LINK_DISABLED = 'Your link with this provider is not active.';

/** A client's link to one provider, as the client portal sees it. */
export interface ClientLink {
  providerId: string;
  active: boolean;
}

/** A client reaching a provider's data through a link that provider disabled. */
export class ClientLinkDisabledError extends Error {
  readonly kind = 'forbidden' as const;

  constructor() {
    super(LINK_DISABLED);
    this.name = 'ClientLinkDisabledError';
  }
}

/**
 * A client's link with a provider as read (null: the provider has no such client): refused
 * unless it is there and active, as every portal route that orders or prices answers it.
 */
export function refuseUnlessLinkActive(active: boolean | null): void {
  if (active === null) throw new OrderRuleError('No such client for this provider.', 'not_found');
  if (!active) throw new ClientLinkDisabledError();
}

/**
 * Whether a client may reach, through its links, the data of `providerId` (null: of its
 * providers at large, e.g. its order list). A disabled link closes only its own provider's
 * data; a client with no link at all is left to the route, which answers it as unknown.
 */
export function linkRefusal(
  links: readonly ClientLink[],
  providerId: string | null,
): ClientLinkDisabledError | undefined {
  const closed =
    providerId === null
      ? links.length > 0 && links.every((link) => !link.active)
      : links.some((link) => link.providerId === providerId && !link.active);
  return closed ? new ClientLinkDisabledError() : undefined;
}

/** The providers whose data the client still reaches: those of its active links. */
export function reachableProviders(links: readonly ClientLink[]): Set<string> {
  return new Set(links.filter((link) => link.active).map((link) => link.providerId));
}
