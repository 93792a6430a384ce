import { monthOf, PlanStanding, refusalFor } from './limits';

const free = (ordersThisMonth = 0): PlanStanding => ({
  plan: 'free',
  ordersThisMonth,
  freeOrdersPerMonth: 50,
});
const pro: PlanStanding = { plan: 'pro', ordersThisMonth: 500, freeOrdersPerMonth: 50 };

describe('Free plan limits', () => {
  it('refuses client links and photos on Free, with their codes', () => {
    expect(refusalFor(free(), 'client-links')?.code).toBe('PRO_REQUIRED_CLIENT_LINKS');
    expect(refusalFor(free(), 'photos')?.code).toBe('PRO_REQUIRED_PHOTOS');
  });

  it('takes orders on Free until the month’s limit is reached', () => {
    expect(refusalFor(free(49), 'orders')).toBeNull();
    expect(refusalFor(free(50), 'orders')).toEqual({
      code: 'FREE_ORDER_LIMIT',
      message:
        "The Free plan includes 50 orders a month and this month's are used. Upgrade to Pro for unlimited orders.",
    });
  });

  it('refuses nothing on Pro', () => {
    for (const feature of ['client-links', 'photos', 'orders'] as const)
      expect(refusalFor(pro, feature)).toBeNull();
  });

  it('counts months in UTC', () => {
    expect(monthOf('2026-05-31T23:59:59.999Z')).toBe('2026-05');
    expect(monthOf('2026-06-01T01:00:00+02:00')).toBe('2026-05');
  });
});
