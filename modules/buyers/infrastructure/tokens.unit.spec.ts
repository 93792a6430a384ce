import { newToken, tokenHash } from './tokens';

describe('buyer tokens', () => {
  it('makes a new 256-bit URL-safe secret each time', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
  });

  it('stores a token as its SHA-256, never the token itself', () => {
    const hash = tokenHash('secret-token');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('secret-token');
    expect(tokenHash('secret-token')).toBe(hash);
    expect(tokenHash('secret-tokem')).not.toBe(hash);
  });
});
