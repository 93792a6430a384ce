import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { notifySuccess } from '../../../lib/notify';
import { copyText } from '../../orders/copy-text';

/** Copies the client's public ordering link (/client/{client_id}). */
export function CopyLinkButton({ clientId }: { clientId: string }) {
  async function copy() {
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
