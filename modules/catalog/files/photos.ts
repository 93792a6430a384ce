import sharp from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_UNREADABLE, photoProblem } from '../domain/image-type';

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

/** A small WebP of the photo for lists; refuses to decode more than MAX_PHOTO_PIXELS. */
export function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { animated: false, limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}

/** Why an uploaded photo is refused, in a sentence for the uploader. */
export class PhotoRefused extends Error {}

/**
 * The thumbnail of an uploaded photo, made at upload: the bytes must decode whole as the image
 * type they claim, within MAX_PHOTO_PIXELS, so a damaged or oversized image is refused here
 * instead of failing every time a list shows it.
 */
export async function uploadedPhotoThumbnail(bytes: Buffer, claimedType: string): Promise<Buffer> {
  // The header alone, whatever size it claims: the bound is checked before anything decodes.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({}));
  const problem = photoProblem(claimedType, header);
  if (problem) throw new PhotoRefused(problem);
  return makeThumbnail(bytes).catch(() => {
    throw new PhotoRefused(PHOTO_UNREADABLE);
  });
}

let placeholder: Promise<Buffer> | undefined;

/** What a list shows for a stored photo that cannot be decoded: a plain grey square. */
export function placeholderThumbnail(): Promise<Buffer> {
  placeholder ??= sharp({
    create: { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, channels: 3, background: '#e9ecef' },
  })
    .webp({ quality: 80 })
    .toBuffer();
  return placeholder;
}
