import {
  ApprovalRefused,
  approversFor,
  decideApproval,
  expiryOf,
  linkUsable,
  mayManageTeam,
  needsApproval,
  normalizeEmail,
  orderValue,
  sessionLive,
} from './buyer-rules';

const now = new Date('2027-01-25T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('buyer sign-in links', () => {
  it('gives a sign-in link 15 minutes, an invite 7 days and a session 30 days', () => {
    expect(expiryOf('sign-in', now)).toEqual(minutes(15));
    expect(expiryOf('invite', now)).toEqual(minutes(7 * 24 * 60));
    expect(expiryOf('session', now)).toEqual(minutes(30 * 24 * 60));
  });

  it('lets a link work once and only before it expires', () => {
    expect(linkUsable({ expiresAt: minutes(1), usedAt: null }, now)).toBe(true);
    expect(linkUsable({ expiresAt: minutes(1), usedAt: minutes(-1) }, now)).toBe(false);
    expect(linkUsable({ expiresAt: now, usedAt: null }, now)).toBe(false);
    expect(linkUsable(null, now)).toBe(false);
  });
});

describe('buyer sessions', () => {
  it('keeps a session live until it expires or is ended', () => {
    expect(sessionLive({ expiresAt: minutes(60), endedAt: null }, now)).toBe(true);
    expect(sessionLive({ expiresAt: minutes(-1), endedAt: null }, now)).toBe(false);
    expect(sessionLive({ expiresAt: minutes(60), endedAt: minutes(-5) }, now)).toBe(false);
    expect(sessionLive(null, now)).toBe(false);
  });

  it('matches emails whatever their case and surrounding spaces', () => {
    expect(normalizeEmail('  Ann.Lee@Example.TEST ')).toBe('ann.lee@example.test');
  });

  it('lets admins alone manage the team', () => {
    expect(mayManageTeam({ role: 'ADMIN' })).toBe(true);
    expect(mayManageTeam({ role: 'BUYER' })).toBe(false);
  });
});

describe('order approval', () => {
  it('values an order as its prices times quantities before tax, in whole cents', () => {
    expect(
      orderValue([
        { price: 0.1, quantity: 3 },
        { price: 2.5, quantity: 4 },
        { price: null, quantity: 9 },
      ]),
    ).toBe(10.3);
  });

  it('holds an order above the limit only, and never for a buyer without one', () => {
    expect(needsApproval({ orderLimit: 100 }, 100)).toBe(false);
    expect(needsApproval({ orderLimit: 100 }, 100.01)).toBe(true);
    expect(needsApproval({ orderLimit: 0 }, 0.01)).toBe(true);
    expect(needsApproval({ orderLimit: null }, 1_000_000)).toBe(false);
  });

  it("names the company's approvers other than the buyer as who may approve", () => {
    const team = [
      { id: 'ann', approver: true },
      { id: 'bob', approver: false },
      { id: 'cy', approver: true },
    ];
    expect(approversFor({ id: 'ann' }, team).map((b) => b.id)).toEqual(['cy']);
    expect(approversFor({ id: 'bob' }, team).map((b) => b.id)).toEqual(['ann', 'cy']);
    // A request whose buyer was removed since: any approver of the company.
    expect(approversFor({ id: null }, team).map((b) => b.id)).toEqual(['ann', 'cy']);
  });

  it('lets an approver decide a waiting request of a colleague', () => {
    expect(() =>
      decideApproval({ status: 'WAITING', buyerId: 'bob' }, { id: 'ann', approver: true }),
    ).not.toThrow();
  });

  it('refuses a buyer who is not an approver, and an approver deciding their own order', () => {
    const notApprover = () =>
      decideApproval({ status: 'WAITING', buyerId: 'bob' }, { id: 'cy', approver: false });
    expect(notApprover).toThrow(ApprovalRefused);
    expect(notApprover).toThrow('Only an approver of your company can approve orders.');
    expect(() =>
      decideApproval({ status: 'WAITING', buyerId: 'ann' }, { id: 'ann', approver: true }),
    ).toThrow('Another approver must approve your own order.');
  });

  it('refuses to decide a request twice', () => {
    try {
      decideApproval({ status: 'DECLINED', buyerId: 'bob' }, { id: 'ann', approver: true });
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ApprovalRefused);
      expect((error as ApprovalRefused).reason).toBe('conflict');
      expect((error as Error).message).toBe('This order was declined already.');
    }
  });
});
