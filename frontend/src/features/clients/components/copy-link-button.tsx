import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyClientLink, replaceClientLink } from '../../../api/client-link';
import { confirmAction } from '../../../components/confirm';
import { useProGate } from '../../../components/upsell';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { mayDo, useSession } from '../../../lib/session';
import { CLIENTS } from '../messages';

/**
 * Copies the client's public ordering link (/client/{key}), and gives the client a new one when
 * the old went astray. Whoever holds the link orders as the client: members who may not place
 * orders get neither button, and the server refuses them the key.
 */
export function CopyLinkButton({ providerId, clientId }: { providerId: string; clientId: string }) {
  const { t } = useTranslation(CLIENTS);
  const proOnly = useProGate();
  const session = useSession();
  if (!mayDo(session, providerId, 'GET /api/provider/{provider_id}/client/{client_id}/link'))
    return null;

  async function copy() {
    if (await proOnly('PRO_REQUIRED_CLIENT_LINKS')) return;
    try {
      await copyClientLink(providerId, clientId);
      notifySuccess(t('link.copied'));
    } catch {
      notifyError(t('link.copyFailed'));
    }
  }

  async function replace() {
    if (await proOnly('PRO_REQUIRED_CLIENT_LINKS')) return;
    const sure = await confirmAction(t('link.replaceConfirm'), {
      confirmLabel: t('link.replaceConfirmButton'),
    });
    if (!sure) return;
    try {
      await replaceClientLink(providerId, clientId);
      notifySuccess(t('link.replaced'));
    } catch {
      notifyError(t('link.replaceFailed'));
    }
  }

  return (
    <Group gap="xs">
      <Tooltip label={t('link.copy')}>
        <ActionIcon size="lg" variant="default" aria-label={t('link.copy')} onClick={copy}>
          <IconLink size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('link.replace')}>
        <ActionIcon size="lg" variant="default" aria-label={t('link.replace')} onClick={replace}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
