import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useProGate } from '../../../components/upsell';
import { copyText } from '../../../lib/copy-text';
import { notifySuccess } from '../../../lib/notify';

/** Copies the client's public ordering link (/client/{client_id}). */
export function CopyLinkButton({ clientId }: { clientId: string }) {
  const proOnly = useProGate();
  async function copy() {
    if (proOnly('PRO_REQUIRED_CLIENT_LINKS')) return;
    await copyText(`${window.location.origin}/client/${clientId}`);
    notifySuccess('Link copied');
  }

  return (
    <Tooltip label="Copy client link">
      <ActionIcon size="lg" variant="default" aria-label="Copy client link" onClick={copy}>
        <IconLink size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
