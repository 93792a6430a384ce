/** Where uploaded files live: a bucket per kind, then the owning provider, then a random name. */
export const PHOTO_BUCKET = 'product_photos';
export const ATTACHMENT_BUCKET = 'order_attachments';

const URL_PREFIX = '/api/files/';

export function fileUrl(key: string): string {
  return `${URL_PREFIX}${key}`;
}

/** The storage key a file reference names: the key itself, or its URL (absolute or not). */
export function keyOf(reference: string): string {
  let path = reference.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '';
    }
  }
  path = path.split(/[?#]/)[0];
  return path.startsWith(URL_PREFIX) ? path.slice(URL_PREFIX.length) : path;
}

/** Whether a key is an order attachment's: private, served by signed link, removed with its order. */
export function isAttachmentKey(key: string): boolean {
  return key.startsWith(`${ATTACHMENT_BUCKET}/`);
}

export function thumbnailKey(key: string): string {
  return `thumbnails/${key}.webp`;
}
