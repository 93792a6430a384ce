import type SharpModule from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_UNREADABLE, photoProblem } from '../domain/image-type';
import { FileRefused } from '../domain/uploads';

/**
 * The image library, loaded on the first photo rather than at start: its native part holds
 * about 17 MB, which an app that never receives a photo need not carry.
 */
let library: typeof SharpModule | undefined;
const sharpLibrary = () => {
  library ??= require('sharp') as typeof SharpModule;
  return library;
};

/** Lists show photos at this size (pixels, square, cropped to fill). */
export const THUMBNAIL_SIZE = 160;

/** A small WebP of the photo for lists; refuses to decode more than MAX_PHOTO_PIXELS. */
export function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharpLibrary()(bytes, { animated: false, limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The thumbnail of an uploaded photo, made at upload: the bytes must decode whole as the image
 * type they claim, within MAX_PHOTO_PIXELS, so a damaged or oversized image is refused here
 * instead of failing every time a list shows it.
 */
export async function uploadedPhotoThumbnail(bytes: Buffer, claimedType: string): Promise<Buffer> {
  const sharp = sharpLibrary();
  // The header alone, whatever size it claims: the bound is checked before anything decodes.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({}));
  const problem = photoProblem(claimedType, header);
  if (problem) throw new FileRefused(problem);
  return makeThumbnail(bytes).catch(() => {
    throw new FileRefused(PHOTO_UNREADABLE);
  });
}

let placeholder: Promise<Buffer> | undefined;

/** What a list shows for a stored photo that cannot be decoded: a plain grey square. */
export function placeholderThumbnail(): Promise<Buffer> {
  placeholder ??= sharpLibrary()({
    create: { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, channels: 3, background: '#e9ecef' },
  })
    .webp({ quality: 80 })
    .toBuffer();
  return placeholder;
}
