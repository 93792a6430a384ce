/**
 * The live channel (docs/product.md §7, Realtime): the server pushes what its projections committed
 * to the rooms that show it. One socket per identity in this tab (a member's, authenticated with
 * the session's access token, or a client portal's, with the link's client id; in practice a tab
 * has one of them), created when a screen first subscribes and closed when the last one leaves.
 * Screens subscribe to topics (a provider, a client) with reference counting; each learns its
 * topic's state to fall back on (polling), and is told to read again whenever it may have missed a
 * change: on every join (the first included, since its reads may have raced the join) and when the
 * channel drops.
 */
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type {
  InventoryCell,
  LiveAuth,
  LiveChange,
  LiveClientEvents,
  LiveMessages,
  LiveReply,
  LiveServerEvents,
  LiveTopic,
  LIVE_PATH as SERVER_LIVE_PATH,
} from '../../../modules/realtime/live-events';
import { getSession, subscribeSession } from './session';

/**
 * The server's path, repeated as a value because the bundle takes nothing from the API's
 * sources; typed by the server's own constant, so the type check fails if the two drift.
 */
const LIVE_PATH: typeof SERVER_LIVE_PATH = '/api/live';

export type { InventoryCell };

/**
 * A handshake slower than this counts as the channel being down (docs/product.md §4: "times out").
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** How long a subscribe or authenticate may wait for its acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * connecting: not joined yet; live: joined, changes arrive; down: refused, errored or timed out
 * (screens fall back to polling until it is live again).
 */
export type LiveState = 'connecting' | 'live' | 'down';

type ServerEvents<Order> = LiveServerEvents<Order>;
type EventName = keyof LiveMessages<unknown>;

/**
 * What a screen does with its topic's changes, by kind (the server sends them in batches, one
 * message per publish); each handler filters what it shows itself.
 */
export type LiveHandlers<Order> = {
  [E in EventName]?: (change: LiveMessages<Order>[E]) => void;
} & {
  /** The topic was joined or dropped: what the screen shows may have missed changes. */
  onSync?: () => void;
};

interface Subscriber {
  handlers: () => LiveHandlers<unknown>;
  onState: (state: LiveState) => void;
}

interface TopicEntry {
  topic: LiveTopic;
  subscribers: Set<Subscriber>;
  state: LiveState;
}

interface Connection {
  identity: string;
  socket: Socket<ServerEvents<unknown>, LiveClientEvents>;
  topics: Map<string, TopicEntry>;
  /** The member's user and token presented last (at the handshake or by authenticate). */
  userId?: string;
  token?: string;
}

const connections = new Map<string, Connection>();
let stopWatchingSession: (() => void) | null = null;

function topicKey(topic: LiveTopic): string {
  return 'provider_id' in topic ? `provider:${topic.provider_id}` : `client:${topic.client_id}`;
}

/** A provider's room needs a member's socket; a client's room, that client's own socket. */
function identityOf(topic: LiveTopic): string {
  return 'provider_id' in topic ? 'member' : `client:${topic.client_id}`;
}

/** `sync`: a channel that drops makes its screens read again (not when signing out). */
function setState(entry: TopicEntry, state: LiveState, sync = true): void {
  const dropped = sync && entry.state === 'live' && state !== 'live';
  entry.state = state;
  for (const subscriber of entry.subscribers) {
    subscriber.onState(state);
    if (dropped) subscriber.handlers().onSync?.();
  }
}

function setAllStates(connection: Connection, state: LiveState, sync = true): void {
  for (const entry of connection.topics.values()) setState(entry, state, sync);
}

function join(connection: Connection, key: string): void {
  const entry = connection.topics.get(key);
  if (!entry || !connection.socket.connected) return;
  connection.socket
    .timeout(ACK_TIMEOUT_MS)
    .emit('subscribe', entry.topic, (error: Error | null, reply?: LiveReply) => {
      // Left (or rejoined anew) while the answer was on its way.
      if (connection.topics.get(key) !== entry) return;
      if (error || !reply?.ok) {
        if (!reply?.ok && reply?.error) console.warn(`Live updates unavailable: ${reply.error}`);
        setState(entry, 'down');
        return;
      }
      setState(entry, 'live');
      // Whatever the screen read before the join may have missed a change: read it again.
      for (const subscriber of entry.subscribers) subscriber.handlers().onSync?.();
    });
}

function authOf(connection: Connection): LiveAuth {
  if (connection.identity !== 'member')
    return { client_id: connection.identity.slice('client:'.length) };
  const session = getSession();
  connection.userId = session?.user?.id;
  connection.token = session?.access_token;
  return { token: session?.access_token };
}

function reconnect(connection: Connection): void {
  connection.socket.disconnect();
  connection.socket.connect();
}

function open(identity: string): Connection {
  const socket: Socket<ServerEvents<unknown>, LiveClientEvents> = io({
    path: LIVE_PATH,
    autoConnect: false,
    // WebSocket only: long polling would need sticky sessions across several API instances.
    transports: ['websocket'],
    timeout: CONNECT_TIMEOUT_MS,
    // Asked on every (re)connection, so a reconnect presents the freshest token.
    auth: (answer) => answer(authOf(connection) as Record<string, unknown>),
  });
  const connection: Connection = { identity, socket, topics: new Map() };

  socket.on('connect', () => {
    for (const key of connection.topics.keys()) join(connection, key);
  });
  socket.on('connect_error', () => {
    setAllStates(connection, 'down');
    // Refused by the server (an expired token): the session's next token reconnects it, see
    // watchSession; unless a fresher one is already there.
    if (!socket.active && identity === 'member' && tokenChanged(connection)) socket.connect();
  });
  socket.on('disconnect', (reason) => {
    setAllStates(connection, 'down');
    // The server closes a member's socket when its token expires: try again with the session's
    // current token (refused, if it is still the expired one, until the session is refreshed).
    if (reason === 'io server disconnect' && connection.topics.size > 0) socket.connect();
  });
  socket.on('changes', (changes: LiveChange<unknown>[]) => {
    for (const [name, change] of changes)
      for (const entry of connection.topics.values())
        for (const subscriber of entry.subscribers)
          (subscriber.handlers()[name] as ((change: unknown) => void) | undefined)?.(change);
  });

  connections.set(identity, connection);
  if (identity === 'member') watchSession();
  socket.connect();
  return connection;
}

function tokenChanged(connection: Connection): boolean {
  const token = getSession()?.access_token;
  return !!token && token !== connection.token;
}

/**
 * The member socket follows the stored session: signed out, it closes; another user, it
 * reconnects as them; a refreshed token (this tab or another), it is handed over, so the
 * server keeps the socket open past the old token's expiry.
 */
function watchSession(): void {
  if (stopWatchingSession) return;
  stopWatchingSession = subscribeSession(() => {
    const connection = connections.get('member');
    if (!connection) return;
    const session = getSession();
    const { socket } = connection;
    if (!session) {
      // Signed out: nothing to read again (it would only be refused). States first, since
      // disconnect() reports the drop at once.
      setAllStates(connection, 'down', false);
      socket.disconnect();
      return;
    }
    if (session.user?.id !== connection.userId) {
      reconnect(connection);
      return;
    }
    if (!tokenChanged(connection)) return;
    if (!socket.connected) {
      if (!socket.active) socket.connect();
      return;
    }
    const token = session.access_token;
    connection.token = token;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emit('authenticate', token, (error: Error | null, reply?: LiveReply) => {
        // Refused or unanswered: a fresh handshake with the session's token instead.
        if ((error || !reply?.ok) && connections.get('member') === connection)
          reconnect(connection);
      });
  });
}

function close(connection: Connection): void {
  connection.socket.removeAllListeners();
  connection.socket.disconnect();
  connections.delete(connection.identity);
  if (connection.identity === 'member') {
    stopWatchingSession?.();
    stopWatchingSession = null;
  }
}

/**
 * Follows a topic: `handlers` (read on each message, so it may change) gets its messages, and
 * `onState` its state, at once and on every change. Answers the unsubscribe; the room is left
 * after the current task, so a screen handing over to another that follows the same topic
 * (and React's strict-mode remount) keeps it joined.
 */
export function subscribeLive(
  topic: LiveTopic,
  handlers: () => LiveHandlers<unknown>,
  onState: (state: LiveState) => void,
): () => void {
  const identity = identityOf(topic);
  const key = topicKey(topic);
  if (identity === 'member' && !getSession()) {
    onState('down');
    return () => {};
  }
  const connection = connections.get(identity) ?? open(identity);
  let entry = connection.topics.get(key);
  if (!entry) {
    // A socket the server refused waits for a new token (watchSession): down until then.
    entry = {
      topic,
      subscribers: new Set(),
      state: connection.socket.active ? 'connecting' : 'down',
    };
    connection.topics.set(key, entry);
    join(connection, key);
  }
  const subscriber: Subscriber = { handlers, onState };
  entry.subscribers.add(subscriber);
  onState(entry.state);

  const joined = entry;
  return () => {
    joined.subscribers.delete(subscriber);
    setTimeout(() => {
      if (joined.subscribers.size > 0 || connection.topics.get(key) !== joined) return;
      connection.topics.delete(key);
      if (connection.topics.size === 0) close(connection);
      else if (connection.socket.connected)
        connection.socket.timeout(ACK_TIMEOUT_MS).emit('unsubscribe', topic, () => {});
    }, 0);
  };
}

/**
 * A screen's subscription to one topic (null: none) for as long as it is mounted; answers the
 * topic's state. The handlers are read when a message comes, so they may close over render
 * state without resubscribing.
 */
export function useLive<Order>(topic: LiveTopic | null, handlers: LiveHandlers<Order>): LiveState {
  const [state, setLiveState] = useState<LiveState>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const providerId = topic && 'provider_id' in topic ? topic.provider_id : undefined;
  const clientId = topic && 'client_id' in topic ? topic.client_id : undefined;

  useEffect(() => {
    const followed: LiveTopic | null = providerId
      ? { provider_id: providerId }
      : clientId
        ? { client_id: clientId }
        : null;
    if (!followed) return;
    return subscribeLive(
      followed,
      () => latest.current as LiveHandlers<unknown>,
      (next) => setLiveState(next),
    );
  }, [providerId, clientId]);

  return state;
}
