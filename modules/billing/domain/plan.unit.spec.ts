import {
  decideCustomer,
  decideSignal,
  evolve,
  initialPlanState,
  PlanEvent,
  PlanSignal,
  PlanState,
} from './plan';

const PROVIDER = '3f1c2b9e-0000-4000-8000-000000000001';
const AT = '2026-05-10T12:00:00.000Z';

const given = (...events: PlanEvent[]): PlanState => events.reduce(evolve, initialPlanState);

const signal = (overrides: Partial<PlanSignal> = {}): PlanSignal => ({
  stripeEventId: 'evt_1',
  stripeEventType: 'checkout.session.completed',
  occurredAt: '2026-05-10T11:59:00.000Z',
  plan: 'pro',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  ...overrides,
});

/** The state after a signal was decided and applied. */
const applied = (state: PlanState, s: PlanSignal) =>
  decideSignal(state, s, PROVIDER, AT).reduce<PlanState>(evolve, state);

describe('plan decisions', () => {
  it('moves a Free provider to Pro, recording the Stripe event, customer and subscription', () => {
    expect(decideSignal(given(), signal(), PROVIDER, AT)).toEqual([
      {
        type: 'PlanChanged',
        data: {
          providerId: PROVIDER,
          plan: 'pro',
          previous: 'free',
          reason: 'checkout.session.completed',
          stripeEventId: 'evt_1',
          stripeEventAt: '2026-05-10T11:59:00.000Z',
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
          changedAt: AT,
        },
      },
    ]);
  });

  it('decides nothing for an event it has already recorded, whatever happened since', () => {
    const pro = applied(given(), signal());
    const free = applied(pro, signal({ stripeEventId: 'evt_2', plan: 'free' }));
    expect(free.plan).toBe('free');
    expect(decideSignal(free, signal(), PROVIDER, AT)).toEqual([]);
  });

  it('decides nothing for news older than the last change', () => {
    const free = applied(
      applied(given(), signal()),
      signal({ stripeEventId: 'evt_2', plan: 'free', occurredAt: '2026-05-10T12:30:00.000Z' }),
    );
    const stale = signal({ stripeEventId: 'evt_3', occurredAt: '2026-05-10T12:10:00.000Z' });
    expect(decideSignal(free, stale, PROVIDER, AT)).toEqual([]);
  });

  it('keeps Pro when a subscription other than the current one ends', () => {
    const pro = applied(given(), signal());
    const otherEnded = signal({ stripeEventId: 'evt_2', plan: 'free', subscriptionId: 'sub_old' });
    expect(decideSignal(pro, otherEnded, PROVIDER, AT)).toEqual([]);
  });

  it('decides nothing when the plan would stay the same', () => {
    const pro = applied(given(), signal());
    expect(decideSignal(pro, signal({ stripeEventId: 'evt_2' }), PROVIDER, AT)).toEqual([]);
    expect(decideSignal(given(), signal({ plan: 'free' }), PROVIDER, AT)).toEqual([]);
  });

  it('links the provider’s Stripe customer once', () => {
    const linked = decideCustomer(given(), PROVIDER, 'cus_1', AT);
    expect(linked).toEqual([
      {
        type: 'BillingCustomerLinked',
        data: { providerId: PROVIDER, customerId: 'cus_1', linkedAt: AT },
      },
    ]);
    expect(decideCustomer(given(...linked), PROVIDER, 'cus_1', AT)).toEqual([]);
    expect(decideCustomer(given(...linked), PROVIDER, 'cus_2', AT)).toEqual([]);
  });
});
