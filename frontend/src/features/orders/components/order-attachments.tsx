import { ActionIcon, Box, Button, FileInput, Group, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconLink, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { Attachment, Order, OrderViewer } from '../../../api/orders';
import { confirmAction } from '../../../components/confirm';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { WhyDisabled } from '../../../components/why-disabled';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DateText } from '../../../lib/use-formats';
import {
  attachmentLink,
  saveFile,
  useRemoveAttachment,
  useUploadAttachment,
} from '../api/attachments-api';
import {
  ATTACHMENT_ACCEPT,
  attachmentRefusal,
  attachmentType,
  formatSize,
  typeLabel,
} from '../attachment-file';

/** The file picker's hint until a file is chosen. */
const PICK_A_FILE = 'Choose a file (PNG, JPG, WEBP, GIF or PDF, up to 10 MB)';

const ROLE_LABELS: Record<Attachment['uploaded_by_role'], string> = {
  PROVIDER: 'Provider',
  CLIENT: 'Client',
};

const columns: ListColumn<Attachment>[] = [
  { header: 'File', render: (attachment) => attachment.file_name },
  { header: 'Type', render: typeLabel },
  { header: 'Size', render: (attachment) => formatSize(attachment.file_size) },
  {
    header: 'Uploaded by',
    render: (attachment) => ROLE_LABELS[attachment.uploaded_by_role] ?? '—',
  },
  { header: 'Date', render: (attachment) => <DateText value={attachment.created_at} /> },
];

export interface OrderAttachmentsProps {
  order: Order;
  viewer: OrderViewer;
  /** The print sheet lists the files without any control. */
  print: boolean;
  /** Why the provider may not upload or delete (an auditor): disabled, saying why. */
  refusal?: string | null;
}

/**
 * The Attachments section of docs/product.md §2.8: each file with its type, size, uploader and
 * date. Both sides download (through a short-lived signed link) and copy that link; only the
 * provider uploads and deletes (docs/product.md §6). Spans the width of the detail grid, a table
 * needs it.
 */
export function OrderAttachments({ order, viewer, print, refusal = null }: OrderAttachmentsProps) {
  const provider = viewer.kind === 'provider' && !print ? viewer : null;
  const actions: ListColumn<Attachment> = {
    header: 'Actions',
    render: (attachment) => (
      <AttachmentActions order={order} viewer={viewer} attachment={attachment} refusal={refusal} />
    ),
  };
  return (
    <Box style={{ gridColumn: '1 / -1' }}>
      <SectionCard title="Attachments">
        <Stack gap="sm">
          <ListTable
            columns={print ? columns : [...columns, actions]}
            rows={order.attachments ?? []}
            rowKey={(attachment) => attachment.id}
            empty="There are no attachments."
          />
          {provider ? (
            <UploadAttachment
              providerId={provider.providerId}
              orderId={order.id}
              refusal={refusal}
            />
          ) : null}
        </Stack>
      </SectionCard>
    </Box>
  );
}

interface AttachmentActionsProps {
  order: Order;
  viewer: OrderViewer;
  attachment: Attachment;
  refusal: string | null;
}

/** Download, Copy link, and Delete for the provider: docs/product.md §8's toasts for each. */
function AttachmentActions({ order, viewer, attachment, refusal }: AttachmentActionsProps) {
  const [busy, setBusy] = useState<'download' | 'copy' | null>(null);

  /** Asks for a signed link and hands it to `use`; a link refused is said, `use` not called. */
  async function withLink(action: 'download' | 'copy', use: (url: string) => Promise<void>) {
    setBusy(action);
    try {
      const url = await attachmentLink(viewer, order.id, attachment.id).catch(() => null);
      if (url) await use(url);
      else notifyError('Unable to generate download link');
    } finally {
      setBusy(null);
    }
  }

  const download = () =>
    withLink('download', async (url) => {
      await saveFile(url, attachment.file_name).catch(() => {
        notifyError('Unable to download attachment');
      });
    });

  const copy = () =>
    withLink('copy', async (url) => {
      await copyText(url);
      notifySuccess('Link copied');
    });

  return (
    <Group gap={4} wrap="nowrap">
      <IconAction
        label="Download"
        icon={<IconDownload size={16} />}
        onClick={download}
        loading={busy === 'download'}
      />
      <IconAction
        label="Copy link"
        icon={<IconLink size={16} />}
        onClick={copy}
        loading={busy === 'copy'}
      />
      {viewer.kind === 'provider' ? (
        <DeleteAttachment
          providerId={viewer.providerId}
          orderId={order.id}
          attachmentId={attachment.id}
          refusal={refusal}
        />
      ) : null}
    </Group>
  );
}

interface DeleteAttachmentProps {
  providerId: string;
  orderId: string;
  attachmentId: string;
  refusal: string | null;
}

/** The provider's Delete, after confirming (docs/product.md §5). */
function DeleteAttachment({ providerId, orderId, attachmentId, refusal }: DeleteAttachmentProps) {
  const remove = useRemoveAttachment(providerId, orderId);

  async function drop() {
    if (!(await confirmAction('Remove this attachment?', { confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(attachmentId);
      notifySuccess('Attachment deleted');
    } catch {
      notifyError('Unable to delete attachment');
    }
  }

  return (
    <IconAction
      label="Delete"
      icon={<IconTrash size={16} />}
      onClick={drop}
      loading={remove.isPending}
      refusal={refusal}
      danger
    />
  );
}

interface IconActionProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  loading: boolean;
  /** Why the member may not: the button is disabled and the tooltip says so instead. */
  refusal?: string | null;
  danger?: boolean;
}

/** An icon button of an attachment's row, named by its label and explained by a tooltip. */
function IconAction({ label, icon, onClick, loading, refusal, danger = false }: IconActionProps) {
  if (refusal)
    return (
      <WhyDisabled reason={refusal}>
        <ActionIcon
          variant={danger ? 'light' : 'default'}
          color={danger ? 'red' : undefined}
          aria-label={label}
          disabled
        >
          {icon}
        </ActionIcon>
      </WhyDisabled>
    );
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={danger ? 'light' : 'default'}
        color={danger ? 'red' : undefined}
        aria-label={label}
        onClick={onClick}
        loading={loading}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The provider's file picker and Upload button (docs/product.md §5: checked here first, then by the
 * server).
 */
function UploadAttachment({
  providerId,
  orderId,
  refusal,
}: {
  providerId: string;
  orderId: string;
  refusal: string | null;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAttachment(providerId, orderId);

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen ? attachmentRefusal(chosen) : null);
  }

  async function send() {
    const refusal = attachmentRefusal(file);
    const type = file && attachmentType(file);
    if (refusal || !file || !type) {
      setError(refusal);
      return;
    }
    try {
      await upload.mutateAsync({ file, type });
      notifySuccess('Attachment uploaded');
      setFile(null);
      setError(null);
    } catch (failure) {
      notifyError('Unable to upload attachment');
      // The server's reason (not really an image or PDF, too large) stays under the picker.
      setError(failure instanceof ApiError ? (serverMessage(failure.body) ?? null) : null);
    }
  }

  return (
    <Group align="flex-start" gap="sm">
      <FileInput
        // The name carries what the picker shows (the hint, then the chosen file's name).
        aria-label={`File to attach: ${file?.name ?? PICK_A_FILE}`}
        placeholder={PICK_A_FILE}
        accept={ATTACHMENT_ACCEPT}
        leftSection={<IconPaperclip size={16} />}
        value={file}
        onChange={choose}
        error={error}
        disabled={upload.isPending || Boolean(refusal)}
        clearable
        style={{ flex: 1, minWidth: 220 }}
      />
      <WhyDisabled reason={refusal}>
        <Button
          leftSection={<IconUpload size={16} />}
          onClick={send}
          loading={upload.isPending}
          disabled={Boolean(refusal)}
        >
          Upload
        </Button>
      </WhyDisabled>
    </Group>
  );
}
