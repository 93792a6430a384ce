import { apiGet, apiPost } from '../lib/api-client';
import type { components } from './openapi-types';

type LinkKey = components['schemas']['ClientLinkKeyResponse'];

import { copyText } from '../lib/copy-text';

/**
 * A client's public ordering link: `/client/{key}`. The key is not the client's id; the API
 * hands it only to members who may place orders, since whoever holds the link orders as the
 * client. Replacing it kills the link given out before.
 */
export async function copyClientLink(providerId: string, clientId: string): Promise<void> {
  const { link_key } = await apiGet<LinkKey>(`/provider/${providerId}/client/${clientId}/link`);
  await copyText(clientLinkUrl(link_key));
}

/** Gives the client a new link (the old one stops working) and copies it. */
export async function replaceClientLink(providerId: string, clientId: string): Promise<void> {
  const { link_key } = await apiPost<LinkKey>(`/provider/${providerId}/client/${clientId}/link`);
  await copyText(clientLinkUrl(link_key));
}

const clientLinkUrl = (key: string) => `${window.location.origin}/client/${key}`;
