import { clientRoom, msUntilExpiry, orderIdsOf, providerRoom } from './rooms';

describe('live rooms', () => {
  it('names a room per provider and per client, never the same', () => {
    const id = '5b1e2c3d-0000-4000-8000-000000000001';
    expect(providerRoom(id)).toBe(`provider:${id}`);
    expect(clientRoom(id)).toBe(`client:${id}`);
    expect(providerRoom(id)).not.toBe(clientRoom(id));
  });

  it('lists each order a page touched once, in the order first seen', () => {
    expect(
      orderIdsOf([
        { data: { orderId: 'b' } },
        { data: { orderId: 'a' } },
        { data: { orderId: 'b' } },
        { data: { notAnOrder: true } },
      ]),
    ).toEqual(['b', 'a']);
  });

  it('closes a socket when its token expires, at once when already expired', () => {
    expect(msUntilExpiry(100, 40_000)).toBe(60_000);
    expect(msUntilExpiry(100, 200_000)).toBe(0);
  });
});
