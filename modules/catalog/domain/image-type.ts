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

/** The most an order attachment may weigh (spec section 9): 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What an order attachment may be (spec section 9): an image above, or a PDF; by its bytes. */
export function detectAttachmentType(bytes: Buffer): { type: string; extension: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { type: 'application/pdf', extension: 'pdf' };
  return detectImageType(bytes);
}
