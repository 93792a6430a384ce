import { createHmac } from 'node:crypto';
import { signatureHeader, verifySignature } from './signature';

describe('delivery signature', () => {
  const secret = 'whsec_test';
  const body = '{"id":"e1","type":"order.placed"}';

  it('is HMAC-SHA256 of "<timestamp>.<body>" with the endpoint secret, as Stripe signs', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader(secret, 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies with the same secret and body within the tolerance only', () => {
    const header = signatureHeader(secret, 1_700_000_000, body);
    expect(verifySignature(secret, header, body, 1_700_000_100)).toBe(true);
    expect(verifySignature('whsec_other', header, body, 1_700_000_100)).toBe(false);
    expect(verifySignature(secret, header, `${body} `, 1_700_000_100)).toBe(false);
    expect(verifySignature(secret, header, body, 1_700_000_400)).toBe(false);
    expect(verifySignature(secret, 'garbage', body, 1_700_000_000)).toBe(false);
  });
});
