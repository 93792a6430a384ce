import { detectAttachmentType, detectImageType, MAX_ATTACHMENT_BYTES } from './image-type';

/** The most a product photo may weigh (docs/product.md §9). */
export const MAX_PHOTO_BYTES = 2_097_152;
export const PHOTO_TOO_LARGE = 'The maximum size for a photo is 2mb, please select a smaller file.';
export const ATTACHMENT_TOO_LARGE = 'File is larger than 10 MB';

/** An upload, or a reference to one, that the catalog does not take; the message says why. */
export class FileRefused extends Error {
  readonly kind = 'invalid' as const;
}

/** A file over its size limit. */
export class FileTooLarge extends Error {
  readonly kind = 'too_large' as const;
}

/** What an uploaded photo is, by its bytes: a PNG, JPEG, GIF or WebP of at most 2 MB. */
export function photoType(bytes: Buffer): { type: string; extension: string } {
  if (bytes.length === 0) throw new FileRefused('Choose an image to upload.');
  if (bytes.length > MAX_PHOTO_BYTES) throw new FileTooLarge(PHOTO_TOO_LARGE);
  const image = detectImageType(bytes);
  if (!image) throw new FileRefused('A photo must be a PNG, JPEG, GIF or WebP image.');
  return image;
}

/** What an order attachment is, by its bytes: an image or a PDF of at most 10 MB. */
export function attachmentType(bytes: Buffer): { type: string; extension: string } {
  if (bytes.length === 0) throw new FileRefused('Selecciona un archivo');
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new FileRefused(ATTACHMENT_TOO_LARGE);
  const file = detectAttachmentType(bytes);
  if (!file) throw new FileRefused('Unsupported file type');
  return file;
}
