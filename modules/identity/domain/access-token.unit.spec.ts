import { accessClaimsOf, linkAudience, linkClaimsOf } from './access-token';

const payload = { sub: 'user-1', email: 'a@b.co', sid: 'session-1', iat: 1000, exp: 1900 };

describe('access token claims', () => {
  it("reads a verified access token's user, email, session and times", () => {
    expect(accessClaimsOf({ ...payload, iss: 'stockflow', aud: 'stockflow:api' })).toEqual(payload);
  });

  it('refuses an access token without a session, a user or an expiry', () => {
    const { sid: _sid, ...noSession } = payload;
    expect(() => accessClaimsOf(noSession)).toThrow('no sid');
    expect(() => accessClaimsOf({ ...payload, sub: '' })).toThrow('no sub');
    expect(() => accessClaimsOf({ ...payload, exp: '1900' })).toThrow('no exp');
  });

  it("reads a link token's user for the purpose its audience named", () => {
    const { sid: _sid, ...link } = payload;
    expect(linkClaimsOf(link, 'reset')).toEqual({ ...link, purpose: 'reset' });
    expect(linkAudience('invite')).not.toBe(linkAudience('reset'));
  });
});
