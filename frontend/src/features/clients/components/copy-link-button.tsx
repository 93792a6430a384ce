import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { copyClientLink, replaceClientLink } from '../../../api/client-link';
import { confirmAction } from '../../../components/confirm';
import { useProGate } from '../../../components/upsell';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { mayDo, useSession } from '../../../lib/session';

/**
 * Copies the client's public ordering link (/client/{key}), and gives the client a new one when
 * the old went astray. Whoever holds the link orders as the client: members who may not place
 * orders get neither button, and the server refuses them the key.
 */
export function CopyLinkButton({ providerId, clientId }: { providerId: string; clientId: string }) {
  const proOnly = useProGate();
  const session = useSession();
  if (!mayDo(session, providerId, 'GET /api/provider/{provider_id}/client/{client_id}/link'))
    return null;

  async function copy() {
    if (await proOnly('PRO_REQUIRED_CLIENT_LINKS')) return;
    try {
      await copyClientLink(providerId, clientId);
      notifySuccess('Link copied');
    } catch {
      notifyError('The link could not be copied.');
    }
  }

  async function replace() {
    if (await proOnly('PRO_REQUIRED_CLIENT_LINKS')) return;
    const sure = await confirmAction(
      'Give this client a new link? The link you sent before stops working.',
      { confirmLabel: 'Replace link' },
    );
    if (!sure) return;
    try {
      await replaceClientLink(providerId, clientId);
      notifySuccess('New link copied');
    } catch {
      notifyError('The link could not be replaced.');
    }
  }

  return (
    <Group gap="xs">
      <Tooltip label="Copy client link">
        <ActionIcon size="lg" variant="default" aria-label="Copy client link" onClick={copy}>
          <IconLink size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Replace client link">
        <ActionIcon size="lg" variant="default" aria-label="Replace client link" onClick={replace}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
