import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_STORE,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  eventIdFor,
  Position,
  WrongExpectedRevisionError,
} from '../../platform';
import { evolve, initialPlanState, PlanEvent, PlanState, planStream } from '../domain/plan';

const ATTEMPTS = 5;

/**
 * The write side of plans: a provider's stream `plan-{providerId}`, folded into its state, and
 * new events appended at the revision they were decided on. Event ids come from the command id
 * (for a webhook, the Stripe event id), so a retried or replayed command writes nothing twice.
 */
@Injectable()
export class PlanHistory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(providerId: string): Promise<{ state: PlanState; revision: ExpectedRevision }> {
    const events = await this.store.readStream(planStream(providerId));
    const state = events.reduce(
      (folded, event) => evolve(folded, { type: event.type, data: event.data } as PlanEvent),
      initialPlanState,
    );
    return { state, revision: events.at(-1)?.revision ?? 'no_stream' };
  }

  /**
   * Decides on the current stream and appends what was decided; when another write got there
   * first, decides again on the new state. Answers the state after, and the position written
   * (null when nothing was).
   */
  async record(
    providerId: string,
    command: { id: string; metadata: EventMetadata },
    decide: (state: PlanState) => PlanEvent[],
  ): Promise<{ state: PlanState; position: Position | null }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(providerId);
      const events = decide(state);
      if (events.length === 0) return { state, position: null };
      try {
        const { position } = await this.store.append(
          planStream(providerId),
          events.map((event, index) => ({
            id: eventIdFor(command.id, index),
            type: event.type,
            data: event.data,
            metadata: { providerId, ...command.metadata },
          })),
          { expectedRevision: revision },
        );
        return { state: events.reduce(evolve, state), position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}
