import { Inject, Injectable } from '@nestjs/common';
import {
  AppendResult,
  EVENT_STORE,
  EventStore,
  ExpectedRevision,
  eventIdFor,
  WrongExpectedRevisionError,
} from '../../platform';
import {
  DemoDataConflict,
  DemoEvent,
  DemoState,
  demoStreamId,
  evolve,
  NO_DEMO,
} from '../domain/demo-data';

const DEMO_TYPES = new Set<string>([
  'DemoDataLoadStarted',
  'DemoDataLoaded',
  'DemoDataRemovalStarted',
  'DemoDataRemoved',
]);

/** A provider's demo stream: its state as folded, and appends at the revision read. */
@Injectable()
export class DemoStream {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async read(providerId: string): Promise<{ state: DemoState; revision: ExpectedRevision }> {
    const events = await this.store.readStream(demoStreamId(providerId));
    const state = events.reduce<DemoState>(
      (current, event) =>
        DEMO_TYPES.has(event.type)
          ? evolve(current, { type: event.type, data: event.data } as DemoEvent, event.id)
          : current,
      NO_DEMO,
    );
    const revision = events.length === 0 ? 'no_stream' : events[events.length - 1].revision;
    return { state, revision };
  }

  /**
   * Appends at `expected`; when the stream moved meanwhile (another load or removal got there
   * first), refuses with `raced` as a 409.
   */
  async append(
    providerId: string,
    events: readonly { type: string; data: unknown }[],
    expected: ExpectedRevision,
    raced: string,
    actor: { actorId: string; commandId: string; at: string },
  ): Promise<AppendResult> {
    try {
      return await this.store.append(
        demoStreamId(providerId),
        events.map((event, index) => ({
          id: eventIdFor(actor.commandId, index),
          type: event.type,
          data: event.data,
          metadata: {
            providerId,
            actorId: actor.actorId,
            actorType: 'user' as const,
            correlationId: actor.commandId,
            causationId: actor.commandId,
            occurredAt: actor.at,
          },
        })),
        { expectedRevision: expected },
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new DemoDataConflict(raced);
      throw error;
    }
  }
}
