import { i18n } from '../../i18n';
// Registers the English texts, so the helpers speak in Node (the unit specs) as in the app.
import './messages';

/** docs/product.md §9: an attachment weighs at most 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * docs/product.md §5 and §9: the extensions an attachment may have, with the type each stands for.
 */
const TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const TYPES = new Set(Object.values(TYPE_OF_EXTENSION));

/** The file picker's filter: the extensions and the types. */
export const ATTACHMENT_ACCEPT = [
  ...Object.keys(TYPE_OF_EXTENSION).map((extension) => `.${extension}`),
  ...TYPES,
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The type to record for a file: its own when allowed, else the one its extension names
 * (docs/product.md §5: by type or extension); null when neither is allowed.
 */
export function attachmentType(file: { name: string; type: string }): string | null {
  if (TYPES.has(file.type)) return file.type;
  return TYPE_OF_EXTENSION[extensionOf(file.name)] ?? null;
}

/**
 * Why a file cannot be uploaded (docs/product.md §5), in the language shown, or null. Only a
 * first check: the server judges the bytes themselves.
 */
export function attachmentRefusal(file: File | null): string | null {
  if (!file) return i18n.t('orders:attachments.refusals.noFile');
  if (!attachmentType(file)) return i18n.t('orders:attachments.refusals.type');
  if (file.size > MAX_ATTACHMENT_BYTES) return i18n.t('orders:attachments.refusals.size');
  return null;
}

/** A short name for the type: PDF, PNG, JPEG…; else the file's extension. */
export function typeLabel(attachment: { file_type: string; file_name: string }): string {
  const subtype = /^[a-z]+\/([a-z0-9.+-]+)$/i.exec(attachment.file_type)?.[1];
  return (subtype ?? extensionOf(attachment.file_name)).toUpperCase() || '—';
}

/**
 * Bytes as B, KB or MB (1024 each), one decimal above bytes, written as the language shown
 * writes figures and units ("1.5 KB", "1,5 Ko").
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return i18n.t('orders:attachments.sizes.bytes', { size: String(bytes) });
  const oneDecimal = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  if (bytes < 1024 * 1024)
    return i18n.t('orders:attachments.sizes.kilobytes', { size: oneDecimal.format(bytes / 1024) });
  return i18n.t('orders:attachments.sizes.megabytes', {
    size: oneDecimal.format(bytes / (1024 * 1024)),
  });
}
