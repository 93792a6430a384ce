import { describe, expect, it } from '@jest/globals';
import { type BuyerSession, buyerHeadersFor } from './buyer-session';

const KEY = '0b9c6a8e-1f2d-4c3b-9a7e-5d6f7a8b9c0d';
const OTHER = '7e6d5c4b-3a29-4f18-8e07-d6c5b4a39281';
const session = (token: string) => ({ token }) as BuyerSession;
const kept = (linkKey: string) => (linkKey === KEY ? session('live-token') : null);

describe("the buyer's session on the portal's calls", () => {
  it("sends the session kept for the portal a call's path names", () => {
    expect(buyerHeadersFor(`/client/${KEY}/orders`, '/', kept)).toEqual({
      'X-Buyer-Session': 'live-token',
    });
    expect(buyerHeadersFor(`/client/${KEY}/products?provider_id=x`, '/', kept)).toEqual({
      'X-Buyer-Session': 'live-token',
    });
  });

  it("sends the page's portal session on a call without a portal path (placing an order)", () => {
    expect(buyerHeadersFor('/order', `/client/${KEY}/order`, kept)).toEqual({
      'X-Buyer-Session': 'live-token',
    });
  });

  it('sends nothing where nobody is signed in, nor outside the portal', () => {
    expect(buyerHeadersFor(`/client/${OTHER}/orders`, '/', kept)).toEqual({});
    expect(buyerHeadersFor('/auth/login', '/login', kept)).toEqual({});
    expect(buyerHeadersFor('/order', `/provider/${KEY}/orders`, kept)).toEqual({});
  });

  it('sends no session when asking for a sign-in link or spending one', () => {
    expect(buyerHeadersFor(`/client/${KEY}/buyers/sign-in`, '/', kept)).toEqual({});
    expect(buyerHeadersFor(`/client/${KEY}/buyers/session`, '/', kept)).toEqual({});
    expect(buyerHeadersFor(`/client/${KEY}/buyers/me`, '/', kept)).toEqual({
      'X-Buyer-Session': 'live-token',
    });
  });
});
