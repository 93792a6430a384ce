import { createHmac, timingSafeEqual } from 'node:crypto';
import { signAccessToken, verifyAccessToken } from './access-token';

const hmacWith = (key: string) => (data: string) => createHmac('sha256', key).update(data).digest();
const hmac = hmacWith('k'.repeat(32));
const claims = { sub: 'user-1', email: 'a@b.co', iat: 1000, exp: 1900 };

describe('access tokens', () => {
  it('verifies a token it signed, before it expires', () => {
    const token = signAccessToken(claims, hmac);
    expect(verifyAccessToken(token, hmac, 1899, timingSafeEqual)).toEqual(claims);
  });

  it('refuses an expired token', () => {
    const token = signAccessToken(claims, hmac);
    expect(() => verifyAccessToken(token, hmac, 1900, timingSafeEqual)).toThrow('expired');
  });

  it('refuses a token whose claims were tampered with', () => {
    const [h, , s] = signAccessToken(claims, hmac).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    expect(() => verifyAccessToken(`${h}.${forged}.${s}`, hmac, 1000, timingSafeEqual)).toThrow(
      'bad signature',
    );
  });

  it('refuses a token signed with another key, and garbage', () => {
    const other = signAccessToken(claims, hmacWith('x'.repeat(32)));
    expect(() => verifyAccessToken(other, hmac, 1000, timingSafeEqual)).toThrow('bad signature');
    expect(() => verifyAccessToken('not.a.jwt', hmac, 1000, timingSafeEqual)).toThrow('malformed');
    expect(() => verifyAccessToken('abc', hmac, 1000, timingSafeEqual)).toThrow('malformed');
  });
});
