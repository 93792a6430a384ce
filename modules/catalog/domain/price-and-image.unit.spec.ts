import { detectImageType, PHOTO_UNREADABLE, photoProblem } from './image-type';
import { parsePrice } from './price';

describe('prices', () => {
  it('accepts decimals with at most 2 places and keeps them canonical', () => {
    expect(parsePrice('12.5', 'bad')).toBe('12.50');
    expect(parsePrice(3, 'bad')).toBe('3.00');
    expect(parsePrice(' 0.99 ', 'bad')).toBe('0.99');
  });

  it('refuses negatives, more than 2 places, text, and zero when it must be positive', () => {
    for (const raw of ['-1', '1.999', 'ten', '', null, undefined, '1e3']) {
      expect(() => parsePrice(raw, 'A price is required for a product.')).toThrow(
        'A price is required for a product.',
      );
    }
    expect(parsePrice('0', 'bad')).toBe('0.00');
    expect(() => parsePrice('0', 'must be positive', true)).toThrow('must be positive');
  });
});

describe('image type', () => {
  it('recognises images by their bytes, not their names', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(detectImageType(png)).toEqual({ type: 'image/png', extension: 'png' });
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a....'))?.type).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.type).toBe('image/webp');
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

describe('photo check', () => {
  it('accepts a photo of the type its bytes claim, within the pixel bound', () => {
    expect(photoProblem('image/png', { format: 'png', width: 5000, height: 5000 })).toBeNull();
    expect(photoProblem('image/jpeg', { format: 'jpeg', width: 6000, height: 4000 })).toBeNull();
  });

  it('refuses a photo of another type, with no size, or beyond 25 megapixels', () => {
    expect(photoProblem('image/png', { format: 'jpeg', width: 10, height: 10 })).toBe(
      PHOTO_UNREADABLE,
    );
    expect(photoProblem('image/gif', { format: 'gif' })).toBe(PHOTO_UNREADABLE);
    expect(photoProblem('image/png', { format: 'png', width: 30000, height: 30000 })).toBe(
      'A photo may have at most 25 megapixels; this one has 900 (30000 x 30000).',
    );
  });
});
