import { Anchor, Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { OrderViewer } from '../../../api/orders';
import { failureText } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

export interface DocumentLinkProps {
  viewer: OrderViewer;
  /** What the control says (PDF, Packing slip). */
  text: string;
  /** Its accessible name, which names the document. */
  label: string;
  icon: ReactNode;
  /** The portal's address of the document (the client needs no token). */
  clientUrl: (clientId: string) => string;
  /** Reads the document with the member's token and saves it. */
  download: (providerId: string) => Promise<void>;
}

/**
 * A document of the order (an invoice's PDF, a packing slip): for the provider, a button that
 * reads it with the token and saves it; for the client, a plain link that opens it.
 */
export function DocumentLink({
  viewer,
  text,
  label,
  icon,
  clientUrl,
  download,
}: DocumentLinkProps) {
  const [busy, setBusy] = useState(false);
  if (viewer.kind === 'client') {
    return (
      <Anchor
        href={clientUrl(viewer.clientId)}
        target="_blank"
        rel="noopener"
        size="sm"
        aria-label={label}
      >
        {text}
      </Anchor>
    );
  }
  async function save(providerId: string) {
    setBusy(true);
    try {
      await download(providerId);
    } catch (error) {
      notifyError(failureText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={icon}
      onClick={() => save(viewer.providerId)}
      loading={busy}
      aria-label={label}
    >
      {text}
    </Button>
  );
}
