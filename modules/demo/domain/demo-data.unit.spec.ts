import {
  checkNothingElseRecorded,
  DemoDataConflict,
  DemoEvent,
  DemoState,
  decideLoad,
  decideRemoval,
  emptyRecords,
  evolve,
  mayManageDemo,
  NO_DEMO,
} from './demo-data';

const PROVIDER = '00000000-0000-4000-8000-000000000001';
const AT = '2026-11-24T12:00:00.000Z';
const EMPTY = { locations: 0, products: 0, clients: 0, orders: 0 };
const records = { ...emptyRecords(), productIds: ['p1'], orderIds: ['o1', 'o2'] };

const given = (...events: DemoEvent[]): DemoState =>
  events.reduce<DemoState>((state, event, i) => evolve(state, event, `event-${i}`), NO_DEMO);
const started: DemoEvent = { type: 'DemoDataLoadStarted', data: { providerId: PROVIDER, at: AT } };
const loaded: DemoEvent = {
  type: 'DemoDataLoaded',
  data: { providerId: PROVIDER, at: AT, ...records },
};

describe('demo data decisions', () => {
  it('starts a load on an empty provider with no demo', () => {
    expect(decideLoad(NO_DEMO, EMPTY, PROVIDER, AT)).toEqual(started);
  });

  it('refuses a load on a provider that has data, naming what it has', () => {
    expect(() =>
      decideLoad(NO_DEMO, { locations: 1, products: 2, clients: 0, orders: 1 }, PROVIDER, AT),
    ).toThrow(
      new DemoDataConflict(
        'Demo data loads only into an empty provider, and this one has 1 location, 2 products and 1 order or movement already.',
      ),
    );
  });

  it('refuses a load while one is running or a demo is in', () => {
    expect(() => decideLoad(given(started), EMPTY, PROVIDER, AT)).toThrow(
      'Demo data is being loaded already.',
    );
    expect(() => decideLoad(given(started, loaded), EMPTY, PROVIDER, AT)).toThrow(
      'Demo data is loaded already: remove it before loading it again.',
    );
  });

  it('knows exactly what the demo made, and the load that made it', () => {
    expect(given(started, loaded)).toEqual({
      status: 'loaded',
      records,
      loadedAt: AT,
      loadId: 'event-1',
    });
  });

  it('removes only loaded demo data, and again after a removal stopped half way', () => {
    expect(() => decideRemoval(NO_DEMO, PROVIDER, AT)).toThrow('There is no demo data to remove.');
    expect(() => decideRemoval(given(started), PROVIDER, AT)).toThrow(
      'Demo data is still being loaded; remove it once it is in.',
    );
    const removal = decideRemoval(given(started, loaded), PROVIDER, AT);
    expect(removal.type).toBe('DemoDataRemovalStarted');
    expect(decideRemoval(given(started, loaded, removal), PROVIDER, AT).type).toBe(
      'DemoDataRemovalStarted',
    );
    const removed: DemoEvent = { type: 'DemoDataRemoved', data: { providerId: PROVIDER, at: AT } };
    expect(given(started, loaded, removal, removed)).toEqual(NO_DEMO);
  });

  it('refuses the removal while an order or movement not the demo exists', () => {
    const ours = new Set(['o1', 'o2']);
    expect(() => checkNothingElseRecorded(['o1', 'o2'], ours)).not.toThrow();
    expect(() => checkNothingElseRecorded(['o1', 'real-1', 'real-2'], ours)).toThrow(
      /^The demo data can no longer be removed: 2 orders or stock movements not from the demo were recorded/,
    );
  });

  it('lets the owner and members denied nothing load or remove it', () => {
    expect(mayManageDemo({ isOwner: true, permissionsDenied: [] })).toBe(true);
    expect(mayManageDemo({ isOwner: false, permissionsDenied: [] })).toBe(true);
    expect(mayManageDemo({ isOwner: false, permissionsDenied: ['orders:create'] })).toBe(false);
  });
});
