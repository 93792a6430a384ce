/** The image formats a product photo may be, recognised by their first bytes. */
const SIGNATURES: { type: string; extension: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/gif',
    extension: 'gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type the bytes really are (whatever the file is called), or null. */
export function detectImageType(bytes: Buffer): { type: string; extension: string } | null {
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  return found ? { type: found.type, extension: found.extension } : null;
}

/**
 * The most pixels a product photo may have: a 24-megapixel camera's picture fits. A 2 MB file
 * can still claim far more (a PNG of one colour compresses to almost nothing), and decoding it
 * would take gigabytes.
 */
export const MAX_PHOTO_PIXELS = 25_000_000;

export const PHOTO_UNREADABLE = 'This photo cannot be read: the image is damaged or incomplete.';

/**
 * What is wrong with a photo, judged from what the image decoder read in its header: it must be
 * the type its first bytes claim, have a size, and stay within MAX_PHOTO_PIXELS. Null when
 * nothing is; whether the rest decodes is known only by decoding it.
 */
export function photoProblem(
  claimedType: string,
  header: { format?: string; width?: number; height?: number },
): string | null {
  if (!header.format || `image/${header.format}` !== claimedType) return PHOTO_UNREADABLE;
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels === 0) return PHOTO_UNREADABLE;
  if (pixels > MAX_PHOTO_PIXELS)
    return `A photo may have at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels; this one has ${Math.ceil(pixels / 1_000_000)} (${header.width} x ${header.height}).`;
  return null;
}

/** The most an order attachment may weigh (docs/product.md §9): 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What an order attachment may be (docs/product.md §9): an image above, or a PDF; by its bytes. */
export function detectAttachmentType(bytes: Buffer): { type: string; extension: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { type: 'application/pdf', extension: 'pdf' };
  return detectImageType(bytes);
}

/** Every type a stored file can be served as: the images (photos, thumbnails) and PDF. */
export const STORED_FILE_TYPES = [
  ...SIGNATURES.map((signature) => signature.type),
  'application/pdf',
];
