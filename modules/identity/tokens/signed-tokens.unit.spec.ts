import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { SignedTokens } from './signed-tokens';

const OLD_SECRET = 'o'.repeat(40);
const NEW_SECRET = 'n'.repeat(40);
const keysOf = (current: string, retiring: string[] = []) =>
  new SignedTokens({ AUTH_SECRET: current, AUTH_RETIRING_SECRETS: retiring, DATA_DIR: '' });
const member = { sub: 'user-1', email: 'a@b.co', sid: 'session-1' };
const NOW = 1_800_000_000;

describe('signed tokens', () => {
  const tokens = keysOf(NEW_SECRET);

  it('signs an access token with issuer, audience and key id, and verifies it until it expires', async () => {
    const token = await tokens.signAccess(member, 3600, NOW);
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: expect.any(String),
    });
    expect(decodeJwt(token)).toMatchObject({ iss: 'stockflow', aud: 'stockflow:api' });
    expect(await tokens.verifyAccess(token, NOW + 3599)).toEqual({
      ...member,
      iat: NOW,
      exp: NOW + 3600,
    });
    await expect(tokens.verifyAccess(token, NOW + 3600)).rejects.toThrow('Invalid token');
  });

  it('refuses a token whose claims were changed, and garbage', async () => {
    const [header, , signature] = (await tokens.signAccess(member, 3600, NOW)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...member, sub: 'user-2' })).toString('base64url');
    await expect(tokens.verifyAccess(`${header}.${forged}.${signature}`, NOW)).rejects.toThrow(
      'Invalid token',
    );
    await expect(tokens.verifyAccess('not.a.jwt', NOW)).rejects.toThrow('Invalid token');
    await expect(tokens.verifyAccess('abc', NOW)).rejects.toThrow('Invalid token');
  });

  it('checks a token verified before again by its text and expiry: a forgery of it stays refused', async () => {
    const token = await tokens.signAccess(member, 60, NOW);
    expect(await tokens.verifyAccess(token, NOW)).toMatchObject({ sub: 'user-1' });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...member, sub: 'user-2' })).toString('base64url');
    await expect(tokens.verifyAccess(`${header}.${forged}.${signature}`, NOW)).rejects.toThrow(
      'Invalid token',
    );
    expect(await tokens.verifyAccess(token, NOW + 59)).toMatchObject({ sub: 'user-1' });
    await expect(tokens.verifyAccess(token, NOW + 60)).rejects.toThrow('Invalid token');
    await expect(keysOf(OLD_SECRET).verifyAccess(token, NOW)).rejects.toThrow('Invalid token');
  });

  it('opens only the door a token was signed for: a link token is no access token', async () => {
    const link = await tokens.signLink({ id: 'user-1', email: 'a@b.co' }, 'reset', 3600, NOW);
    await expect(tokens.verifyAccess(link, NOW)).rejects.toThrow('Invalid token');
    await expect(tokens.verifyLink(link, 'invite', NOW)).rejects.toThrow('Invalid token');
    expect(await tokens.verifyLink(link, 'reset', NOW)).toMatchObject({ sub: 'user-1' });
    const access = await tokens.signAccess(member, 3600, NOW);
    await expect(tokens.verifyLink(access, 'reset', NOW)).rejects.toThrow('Invalid token');
  });

  it('refuses a token signed with a key that is not ours, whatever its header says', async () => {
    const kid = decodeProtectedHeader(await tokens.signAccess(member, 60, NOW)).kid!;
    const foreign = await new SignJWT({ email: 'a@b.co', sid: 's' })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setSubject('user-1')
      .setIssuer('stockflow')
      .setAudience('stockflow:api')
      .setIssuedAt(NOW)
      .setExpirationTime(NOW + 60)
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await expect(tokens.verifyAccess(foreign, NOW)).rejects.toThrow('Invalid token');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${foreign.split('.')[1]}.`;
    await expect(tokens.verifyAccess(unsigned, NOW)).rejects.toThrow('Invalid token');
  });

  it('accepts only the exact base64url text it signed: a signature re-encoded is refused', async () => {
    const token = await tokens.signAccess(member, 3600, NOW);
    const [header, claims, signature] = token.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    // The same bytes as padded standard base64, then with its spare bits set.
    const standard = bytes.toString('base64');
    expect(standard).toMatch(/=$/);
    // 32 bytes take 43 characters: the last one's two low bits are spare.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lastBits = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1];
    expect(Buffer.from(lastBits, 'base64url').equals(bytes)).toBe(true);
    for (const other of [standard, standard.replace(/=+$/, ''), `${signature}=`, lastBits]) {
      const reencoded = keysOf(NEW_SECRET);
      await expect(reencoded.verifyAccess(`${header}.${claims}.${other}`, NOW)).rejects.toThrow(
        'Invalid token',
      );
    }
    // Nor after the exact text was verified and remembered.
    expect(await tokens.verifyAccess(token, NOW)).toMatchObject({ sub: 'user-1' });
    await expect(tokens.verifyAccess(`${header}.${claims}.${standard}`, NOW)).rejects.toThrow(
      'Invalid token',
    );
    const link = await tokens.signLink({ id: 'user-1', email: 'a@b.co' }, 'reset', 3600, NOW);
    await expect(tokens.verifyLink(`${link}=`, 'reset', NOW)).rejects.toThrow('Invalid token');
  });

  it('rotates keys without signing anyone out: a retiring key still verifies, and stops once removed', async () => {
    const before = await keysOf(OLD_SECRET).signAccess(member, 3600, NOW);
    const rotated = keysOf(NEW_SECRET, [OLD_SECRET]);
    expect(await rotated.verifyAccess(before, NOW + 10)).toMatchObject({ sub: 'user-1' });
    const after = await rotated.signAccess(member, 3600, NOW);
    expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);
    expect(decodeProtectedHeader(after).kid).toBe(
      decodeProtectedHeader(await tokens.signAccess(member, 60, NOW)).kid,
    );
    await expect(keysOf(NEW_SECRET).verifyAccess(before, NOW + 10)).rejects.toThrow(
      'Invalid token',
    );
  });
});
