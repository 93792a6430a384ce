import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { notifySuccess } from '../../../lib/notify';

/** The Clipboard API needs a secure context; the older copy command covers plain http. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

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
