import { isValidSignature, signedPath } from './download-links';

describe('download links', () => {
  const secret = 'a-secret-of-enough-length-for-signing-0123';
  const key = 'order_attachments/p/file.pdf';

  it('works for its file until it expires', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    const link = new URL(signedPath(secret, `/api/files/${key}`, key, now), 'http://x');
    const expires = link.searchParams.get('expires') ?? undefined;
    const sig = link.searchParams.get('signature') ?? undefined;
    expect(isValidSignature(secret, key, expires, sig, now + 60_000)).toBe(true);
    expect(isValidSignature(secret, key, expires, sig, now + 301_000)).toBe(false);
    expect(isValidSignature(secret, 'order_attachments/p/other.pdf', expires, sig, now)).toBe(
      false,
    );
    expect(
      isValidSignature('another-secret-of-enough-length-0123456', key, expires, sig, now),
    ).toBe(false);
    expect(isValidSignature(secret, key, String(Number(expires) + 1000), sig, now)).toBe(false);
    expect(isValidSignature(secret, key, undefined, sig, now)).toBe(false);
  });
});
