import sharp from 'sharp';

/** The most a product photo may weigh (spec section 9). */
export const MAX_PHOTO_BYTES = 2_097_152;
export const PHOTO_TOO_LARGE = 'The maximum size for a photo is 2mb, please select a smaller file.';
export const PHOTO_BUCKET = 'product_photos';
export const ATTACHMENT_BUCKET = 'order_attachments';
/** Lists show photos at this size (pixels, square, cropped to fill). */
export const THUMBNAIL_SIZE = 160;

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

export function thumbnailKey(key: string): string {
  return `thumbnails/${key}.webp`;
}

/** A small WebP of the photo for lists. */
export function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { animated: false })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}
