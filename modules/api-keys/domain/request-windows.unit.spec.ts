import { isKeyShaped, prefixOf, secretOf } from './api-key-secret';
import { lastUseDue, RequestWindows } from './request-windows';

describe('requests per key per minute', () => {
  it('allows the limit in a window, then says how long until the window ends', () => {
    const windows = new RequestWindows(3);
    for (let i = 0; i < 3; i++) expect(windows.hit('k', 1000 + i)).toBeUndefined();
    expect(windows.hit('k', 20_000)).toBe(41);
    expect(windows.hit('other', 20_000)).toBeUndefined();
    expect(windows.hit('k', 61_000)).toBeUndefined();
  });

  it('writes a last use at most once a minute', () => {
    expect(lastUseDue(null, 5)).toBe(true);
    expect(lastUseDue(0, 59_999)).toBe(false);
    expect(lastUseDue(0, 60_000)).toBe(true);
  });
});

describe('secrets', () => {
  it('are sk_live_ and 32 bytes in base64url, listed by a prefix', () => {
    const secret = secretOf(new Uint8Array(32).fill(255));
    expect(secret).toBe(`sk_live_${'_'.repeat(42)}8`);
    expect(isKeyShaped(secret)).toBe(true);
    expect(prefixOf(secret)).toBe('sk_live_______');
    expect(() => secretOf(new Uint8Array(16))).toThrow();
  });
});
