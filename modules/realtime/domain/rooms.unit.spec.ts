import { clientRoom, msUntilExpiry, orderIdsOf, providerRoom, reach, recheck } from './rooms';

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

  it('lists only the orders that events of the given types touched', () => {
    expect(
      orderIdsOf(
        [
          { type: 'ReturnRequested', data: { orderId: 'a' } },
          { type: 'ReturnApproved', data: { orderId: 'b' } },
          { type: 'InvoiceIssued', data: { orderId: 'c' } },
          { type: 'ReturnApproved', data: { orderId: 'b' } },
        ],
        new Set(['ReturnApproved', 'InvoiceIssued']),
      ),
    ).toEqual(['b', 'c']);
  });

  it('closes a socket when its token expires, at once when already expired', () => {
    expect(msUntilExpiry(100, 40_000)).toBe(60_000);
    expect(msUntilExpiry(100, 200_000)).toBe(0);
  });

  describe('re-checking a socket', () => {
    const member = { kind: 'member', userId: 'u', sessionId: 's' } as const;
    const standing = {
      liveSessions: new Set(['s']),
      activeMemberships: new Set(['u:p1']),
      linkedClients: new Set([reach('k', 'c'), reach('p', 'c')]),
    };

    it('closes a member socket whose session ended', () => {
      expect(
        recheck(member, [providerRoom('p1')], { ...standing, liveSessions: new Set() }),
      ).toEqual({ close: true, leave: [] });
    });

    it('takes a member out of the rooms of providers they are no longer active in, and keeps the rest', () => {
      expect(
        recheck(member, ['socket-id', providerRoom('p1'), providerRoom('p2')], standing),
      ).toEqual({ close: false, leave: [providerRoom('p2')] });
    });

    it('closes a client socket once the client has no active link, and keeps a linked one', () => {
      expect(
        recheck({ kind: 'client', clientIds: ['c'], linkKey: 'k' }, [clientRoom('c')], standing),
      ).toEqual({
        close: false,
        leave: [],
      });
      expect(recheck({ kind: 'client', clientIds: ['gone'], linkKey: 'g' }, [], standing)).toEqual({
        close: true,
        leave: [],
      });
    });

    it('takes a portal socket out of the room of a record its key no longer reaches, though another key still does', () => {
      const portal = { kind: 'client' as const, clientIds: ['c', 'left'], linkKey: 'p' };
      const now = { ...standing, linkedClients: new Set([reach('p', 'c'), reach('k', 'left')]) };
      expect(recheck(portal, [clientRoom('c'), clientRoom('left')], now)).toEqual({
        close: false,
        leave: [clientRoom('left')],
      });
    });

    it("takes a portal's socket out of the room of a record whose provider disabled its link", () => {
      const portal = { kind: 'client' as const, clientIds: ['c', 'gone'], linkKey: 'p' };
      expect(recheck(portal, [clientRoom('c'), clientRoom('gone')], standing)).toEqual({
        close: false,
        leave: [clientRoom('gone')],
      });
    });
  });
});
