import { OrderPlaced, orderStreamId } from '../../inventory';
import { EventStore, RecordedEvent } from '../../platform';
import { OrderNotFoundError } from '../domain/order';

/** An order's events from its own stream; OrderNotFoundError when it is not this provider's. */
export async function providerOrderEvents(
  store: EventStore,
  providerId: string,
  orderId: string,
): Promise<RecordedEvent[]> {
  const events = await store.readStream(orderStreamId(orderId));
  const placed = events[0]?.data as OrderPlaced['data'] | undefined;
  if (!placed || placed.providerId !== providerId) throw new OrderNotFoundError();
  return events;
}
