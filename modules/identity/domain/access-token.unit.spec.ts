import {
  accessClaimsOf,
  checkCompactForm,
  isExactBase64url,
  linkAudience,
  linkClaimsOf,
} from './access-token';

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

describe('the compact form of a token', () => {
  it('takes base64url only as an encoder writes it', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x10]);
    expect(isExactBase64url(bytes.toString('base64url'))).toBe(true);
    expect(bytes.toString('base64url')).toBe('-_-_EA');
    expect(isExactBase64url('')).toBe(true);
    // The same bytes: standard alphabet, padding, spare bits set in the last character.
    for (const other of ['+/+/EA', '-_-_EA==', '-_-_EB', '-_-_ E', '-_-_EA.'])
      expect(isExactBase64url(other)).toBe(false);
  });

  it('refuses a token that is not three exact base64url segments', () => {
    expect(() => checkCompactForm('eyJh.eyJi.c2ln')).not.toThrow();
    for (const token of ['eyJh.eyJi', 'eyJh.eyJi.c2ln.x', 'eyJh.eyJi.c2ln=', 'eyJh.eyJi.c2l+'])
      expect(() => checkCompactForm(token)).toThrow('Invalid token: not a token in compact form');
  });
});
