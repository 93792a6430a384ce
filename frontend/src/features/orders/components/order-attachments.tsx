import { ActionIcon, Box, Button, FileInput, Group, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconLink, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { ORDERS } from '../messages';

/** The key of each uploader's label (`attachments.roles.<key>`). */
const ROLE_KEYS = {
  PROVIDER: 'provider',
  CLIENT: 'client',
} as const satisfies Record<Attachment['uploaded_by_role'], string>;

/** The list's columns, headed in the language shown. */
function columnsOf(t: TFunction<'orders'>): ListColumn<Attachment>[] {
  return [
    { header: t('attachments.columns.file'), render: (attachment) => attachment.file_name },
    { header: t('attachments.columns.type'), render: typeLabel },
    {
      header: t('attachments.columns.size'),
      render: (attachment) => formatSize(attachment.file_size),
    },
    {
      header: t('attachments.columns.uploadedBy'),
      render: (attachment) => {
        const role = ROLE_KEYS[attachment.uploaded_by_role];
        return role ? t(`attachments.roles.${role}`) : '—';
      },
    },
    {
      header: t('attachments.columns.date'),
      render: (attachment) => <DateText value={attachment.created_at} />,
    },
  ];
}

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
  const { t } = useTranslation(ORDERS);
  const columns = useMemo(() => columnsOf(t), [t]);
  const actions: ListColumn<Attachment> = {
    header: t('attachments.columns.actions'),
    render: (attachment) => (
      <AttachmentActions order={order} viewer={viewer} attachment={attachment} refusal={refusal} />
    ),
  };
  return (
    <Box style={{ gridColumn: '1 / -1' }}>
      <SectionCard title={t('attachments.title')}>
        <Stack gap="sm">
          <ListTable
            columns={print ? columns : [...columns, actions]}
            rows={order.attachments ?? []}
            rowKey={(attachment) => attachment.id}
            empty={t('attachments.empty')}
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
  const { t } = useTranslation(ORDERS);

  /** Asks for a signed link and hands it to `use`; a link refused is said, `use` not called. */
  async function withLink(action: 'download' | 'copy', use: (url: string) => Promise<void>) {
    setBusy(action);
    try {
      const url = await attachmentLink(viewer, order.id, attachment.id).catch(() => null);
      if (url) await use(url);
      else notifyError(t('attachments.toasts.linkFailed'));
    } finally {
      setBusy(null);
    }
  }

  const download = () =>
    withLink('download', async (url) => {
      await saveFile(url, attachment.file_name).catch(() => {
        notifyError(t('attachments.toasts.downloadFailed'));
      });
    });

  const copy = () =>
    withLink('copy', async (url) => {
      await copyText(url);
      notifySuccess(t('attachments.toasts.linkCopied'));
    });

  return (
    <Group gap={4} wrap="nowrap">
      <IconAction
        label={t('attachments.download')}
        icon={<IconDownload size={16} />}
        onClick={download}
        loading={busy === 'download'}
      />
      <IconAction
        label={t('attachments.copyLink')}
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
  const { t } = useTranslation(ORDERS);

  async function drop() {
    const sure = await confirmAction(t('attachments.confirmRemove'), {
      confirmLabel: t('attachments.delete'),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(attachmentId);
      notifySuccess(t('attachments.toasts.deleted'));
    } catch {
      notifyError(t('attachments.toasts.deleteFailed'));
    }
  }

  return (
    <IconAction
      label={t('attachments.delete')}
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
  const { t } = useTranslation(ORDERS);
  // The file picker's hint until a file is chosen.
  const pickAFile = t('attachments.pickFile');

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
      notifySuccess(t('attachments.toasts.uploaded'));
      setFile(null);
      setError(null);
    } catch (failure) {
      notifyError(t('attachments.toasts.uploadFailed'));
      // The server's reason (not really an image or PDF, too large) stays under the picker.
      setError(failure instanceof ApiError ? (serverMessage(failure.body) ?? null) : null);
    }
  }

  return (
    <Group align="flex-start" gap="sm">
      <FileInput
        // The name carries what the picker shows (the hint, then the chosen file's name).
        aria-label={t('attachments.fileToAttach', { name: file?.name ?? pickAFile })}
        placeholder={pickAFile}
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
          {t('attachments.upload')}
        </Button>
      </WhyDisabled>
    </Group>
  );
}
