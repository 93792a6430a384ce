import { eventStoreContract } from '../testing/event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

/**
 * Needs a server, and none runs by default. Jest collects tests synchronously, so whether to run
 * is decided by the environment alone: asking for a server and not having one fails loudly.
 */
const connectionString =
  process.env.EVENTSTORE_TEST_CONNECTION_STRING || process.env.EVENTSTORE_CONNECTION_STRING;

if (!connectionString) {
  console.warn(
    'EventStoreDB contract tests skipped: no server configured ' +
      '(set EVENTSTORE_TEST_CONNECTION_STRING, e.g. esdb://localhost:2113?tls=false, to run them)',
  );
}

const describeWithServer = connectionString ? describe : describe.skip;

describeWithServer('EventStoreDbEventStore', () => {
  eventStoreContract('EventStoreDB', async () => {
    const url = connectionString ?? '';
    const store = new EventStoreDbEventStore(url, { pollMs: 50 });
    try {
      await store.ping();
    } catch (error) {
      await store.close();
      // Credentials may sit in the URL; the host is what a reader needs.
      const shown = url.replace(/\/\/[^@/]*@/, '//');
      throw new Error(`No EventStoreDB answers at ${shown}: ${(error as Error).message}`);
    }
    return { store, dispose: () => store.close() };
  });
});
