import { ATTACHMENT_BUCKET, isAttachmentKey, keyOf } from './file-keys';
import { attachmentType, FileTooLarge, MAX_PHOTO_BYTES, photoType } from './uploads';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('uploads', () => {
  it('takes a photo by its bytes and refuses an empty, oversized or non-image one', () => {
    expect(photoType(PNG)).toEqual({ type: 'image/png', extension: 'png' });
    expect(() => photoType(Buffer.alloc(0))).toThrow('Choose an image to upload.');
    expect(() => photoType(Buffer.from('<svg/>'))).toThrow(
      'A photo must be a PNG, JPEG, GIF or WebP image.',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect(() => photoType(big)).toThrow(FileTooLarge);
  });

  it('takes a PDF or an image as an attachment, and nothing else', () => {
    expect(attachmentType(Buffer.from('%PDF-1.7'))).toEqual({
      type: 'application/pdf',
      extension: 'pdf',
    });
    expect(() => attachmentType(Buffer.alloc(0))).toThrow('Selecciona un archivo');
    expect(() => attachmentType(Buffer.from('PK\u0003\u0004'))).toThrow('Unsupported file type');
  });

  it('reads the key of a file from its key, its path or its absolute URL', () => {
    const key = `${ATTACHMENT_BUCKET}/p/f.pdf`;
    for (const reference of [key, `/api/files/${key}`, `https://x.test/api/files/${key}?a=1`])
      expect(keyOf(reference)).toBe(key);
    expect(isAttachmentKey(key)).toBe(true);
    expect(isAttachmentKey('product_photos/p/x.png')).toBe(false);
  });
});
