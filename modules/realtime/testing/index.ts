import { io, type Socket } from 'socket.io-client';
import {
  LIVE_PATH,
  type LiveAuth,
  type LiveChange,
  type LiveReply,
  type LiveTopic,
} from '../live-events';

/** How often open sockets are re-checked: what a spec waits for a revoked reach to take hold. */
export { LIVE_RECHECK_MS } from '../live.gateway';

type Message = { event: string; payload: unknown };

/** A live socket as a browser opens it, recording every message it receives. */
export interface LiveClient {
  socket: Socket;
  received: Message[];
  subscribe(topic: LiveTopic): Promise<LiveReply>;
  /** Resolves with the first message (already received or coming) that `matches`. */
  next<T>(event: string, matches?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** Connects to the app's live channel; rejects with the server's reason when refused. */
export function connectLive(origin: string, auth: LiveAuth | undefined): Promise<LiveClient> {
  const socket = io(origin, {
    path: LIVE_PATH,
    auth: auth as Record<string, unknown> | undefined,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received: Message[] = [];
  const waiters = new Set<(message: Message) => void>();
  // Each change of a `changes` message is recorded as a message of its own kind.
  socket.on('changes', (changes: LiveChange[]) => {
    for (const [event, payload] of changes) {
      const message = { event, payload };
      received.push(message);
      for (const waiter of waiters) waiter(message);
    }
  });
  const client: LiveClient = {
    socket,
    received,
    subscribe: (topic) => socket.emitWithAck('subscribe', topic) as Promise<LiveReply>,
    next<T>(event: string, matches: (payload: T) => boolean = () => true, timeoutMs = 10_000) {
      const fits = (m: Message) => m.event === event && matches(m.payload as T);
      const seen = received.find(fits);
      if (seen) return Promise.resolve(seen.payload as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No "${event}" message within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (m: Message) => {
          if (!fits(m)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(m.payload as T);
        };
        waiters.add(waiter);
      });
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
