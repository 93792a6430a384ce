/**
 * The demo data of one provider, as its own small stream (`demo-<provider>`): loaded into an
 * empty provider, removed in one click. The stream is both the mark (it lists exactly the
 * records the demo made) and the lock (two loads or removals at once race for its revision,
 * and one is refused). Pure: times and ids come in as arguments.
 */

/** Exactly what the demo made: nothing else is ever removed with it. */
export interface DemoRecords {
  locationIds: string[];
  productIds: string[];
  clientIds: string[];
  /** Its orders and stock movements (deliveries, adjustments). */
  orderIds: string[];
}

export type DemoEvent =
  | { type: 'DemoDataLoadStarted'; data: { providerId: string; at: string } }
  | { type: 'DemoDataLoaded'; data: DemoRecords & { providerId: string; at: string } }
  | { type: 'DemoDataRemovalStarted'; data: { providerId: string; at: string } }
  | { type: 'DemoDataRemoved'; data: { providerId: string; at: string } };

export type DemoState =
  | { status: 'none' }
  | { status: 'loading'; since: string }
  | { status: 'loaded'; records: DemoRecords; loadedAt: string; loadId: string }
  | { status: 'removing'; records: DemoRecords; loadedAt: string; loadId: string };

export const NO_DEMO: DemoState = { status: 'none' };

export const demoStreamId = (providerId: string) => `demo-${providerId}`;

export function emptyRecords(): DemoRecords {
  return { locationIds: [], productIds: [], clientIds: [], orderIds: [] };
}

/** Folds one event; `eventId` is the stored event's id (the load's, for DemoDataLoaded). */
export function evolve(state: DemoState, event: DemoEvent, eventId: string): DemoState {
  switch (event.type) {
    case 'DemoDataLoadStarted':
      return { status: 'loading', since: event.data.at };
    case 'DemoDataLoaded': {
      const { locationIds, productIds, clientIds, orderIds, at } = event.data;
      return {
        status: 'loaded',
        records: { locationIds, productIds, clientIds, orderIds },
        loadedAt: at,
        loadId: eventId,
      };
    }
    case 'DemoDataRemovalStarted':
      return state.status === 'loaded' || state.status === 'removing'
        ? { ...state, status: 'removing' }
        : state;
    case 'DemoDataRemoved':
      return NO_DEMO;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** A request the demo's state or the provider's data refuses: 409. */
export class DemoDataConflict extends Error {
  readonly kind = 'conflict' as const;
}

/** What a load or removal answers while the lists are still being built (a first start). */
export const LISTS_NOT_READY =
  'The lists are still being brought up to date; try again in a moment.';

/** A caller who may not load or remove demo data: 403. */
export class DemoDataNotAllowed extends Error {
  readonly kind = 'forbidden' as const;
}

export const DEMO_NOT_ALLOWED =
  'Only the owner and members with no denied permissions may load or remove demo data.';

/** Who may load or remove it: the owner, or a member who may both place orders and adjust stock. */
export function mayManageDemo(member: { isOwner: boolean; permissionsDenied: string[] }): boolean {
  return member.isOwner || member.permissionsDenied.length === 0;
}

/** What an empty provider has none of, as the refusal names it. */
export interface ProviderContents {
  locations: number;
  products: number;
  clients: number;
  orders: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function listed(parts: string[]): string {
  return parts.length <= 1
    ? parts.join('')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Loading starts only with no demo in place and on a provider that holds nothing yet. */
export function decideLoad(
  state: DemoState,
  contents: ProviderContents,
  providerId: string,
  at: string,
): DemoEvent {
  if (state.status === 'loading') throw new DemoDataConflict('Demo data is being loaded already.');
  if (state.status === 'loaded')
    throw new DemoDataConflict('Demo data is loaded already: remove it before loading it again.');
  if (state.status === 'removing')
    throw new DemoDataConflict('Demo data is being removed; load it again once it is gone.');
  const held = [
    contents.locations && plural(contents.locations, 'location', 'locations'),
    contents.products && plural(contents.products, 'product', 'products'),
    contents.clients && plural(contents.clients, 'client', 'clients'),
    contents.orders && plural(contents.orders, 'order or movement', 'orders or movements'),
  ].filter((part): part is string => Boolean(part));
  if (held.length > 0)
    throw new DemoDataConflict(
      `Demo data loads only into an empty provider, and this one has ${listed(held)} already.`,
    );
  return { type: 'DemoDataLoadStarted', data: { providerId, at } };
}

/** Removal starts on loaded demo data (or again, after a removal that stopped half way). */
export function decideRemoval(state: DemoState, providerId: string, at: string): DemoEvent {
  if (state.status === 'none') throw new DemoDataConflict('There is no demo data to remove.');
  if (state.status === 'loading')
    throw new DemoDataConflict('Demo data is still being loaded; remove it once it is in.');
  return { type: 'DemoDataRemovalStarted', data: { providerId, at } };
}

/**
 * Removing the demo must lose nothing else: every order and movement the provider has must be
 * the demo's own or one of the removal's compensations. Anything else (a real order of a demo
 * product, a delivery to a demo location) refers to demo records, so the demo stays.
 */
export function checkNothingElseRecorded(
  providerOrderIds: readonly string[],
  ours: ReadonlySet<string>,
): void {
  const others = providerOrderIds.filter((id) => !ours.has(id)).length;
  if (others > 0)
    throw new DemoDataConflict(
      `The demo data can no longer be removed: ${plural(others, 'order or stock movement', 'orders or stock movements')} not from the demo ${others === 1 ? 'was' : 'were'} recorded, and removing the demo would lose what ${others === 1 ? 'it refers' : 'they refer'} to. Deactivate the demo products, clients and locations instead.`,
    );
}

/** The demo's state as the API answers it (`{ demo_data }`). */
export interface DemoDataView {
  status: DemoState['status'];
  loaded_at: string | null;
  locations: number;
  products: number;
  clients: number;
  orders: number;
}

export function demoView(state: DemoState): DemoDataView {
  const records = 'records' in state ? state.records : emptyRecords();
  return {
    status: state.status,
    loaded_at: 'loadedAt' in state ? state.loadedAt : null,
    locations: records.locationIds.length,
    products: records.productIds.length,
    clients: records.clientIds.length,
    orders: records.orderIds.length,
  };
}
