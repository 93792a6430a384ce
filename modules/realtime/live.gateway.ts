import { Logger, OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { PlanLimits } from '../billing';
import { ClientsReadModel } from '../clients';
import { Authenticator, MemberCheck, Sessions, SignedInUser } from '../identity';
import { holderOfKey, OrderView } from '../ordering';
import { isUuid } from '../platform';
import {
  clientRoom,
  Holder,
  msUntilExpiry,
  providerOfRoom,
  providerRoom,
  recheck,
} from './domain/rooms';
import {
  LIVE_PATH,
  LiveAuth,
  LiveClientEvents,
  LiveReply,
  LiveServerEvents,
  LiveTopic,
} from './live-events';

interface SocketData {
  holder: Holder;
  expiry?: NodeJS.Timeout;
}

export type LiveServer = Server<LiveClientEvents, LiveServerEvents<OrderView>, object, SocketData>;
type LiveSocket = Socket<LiveClientEvents, LiveServerEvents<OrderView>, object, SocketData>;

const refused = (error: string): LiveReply => ({ ok: false, error });

/**
 * How often the sockets of this process are checked against the database: a socket of an
 * ended session or of a client whose link was disabled is closed within this, whichever
 * process ended it.
 */
export const LIVE_RECHECK_MS = 2_000;

/**
 * The live channel (socket.io at /api/live). A socket is admitted at the handshake with a
 * member's access token or a client's link key, as the HTTP API admits requests; it then joins
 * rooms: a provider's only after the HTTP guard's membership check, a client's only its own.
 * Rooms are all it ever receives, so a socket never sees another tenant's changes.
 */
@WebSocketGateway({ path: LIVE_PATH, serveClient: false })
export class LiveGateway implements OnGatewayInit, OnGatewayDisconnect, OnModuleDestroy {
  @WebSocketServer() server!: LiveServer;
  private readonly logger = new Logger(LiveGateway.name);
  private rechecks?: NodeJS.Timeout;
  private rechecking = false;
  private stopHearingEnds?: () => void;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly sessions: Sessions,
    private readonly members: MemberCheck,
    private readonly clients: ClientsReadModel,
    private readonly plans: PlanLimits,
  ) {}

  afterInit(server: LiveServer): void {
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: Error) => next(new Error(error.message)),
      );
    });
    this.rechecks = setInterval(() => void this.recheckSockets(), LIVE_RECHECK_MS);
    this.rechecks.unref();
    this.stopHearingEnds = this.sessions.onEnded((ids) => this.closeSessions(ids));
  }

  onModuleDestroy(): void {
    clearInterval(this.rechecks);
    this.stopHearingEnds?.();
  }

  /**
   * Closes at once the member sockets of sessions this process has just ended (a deactivation,
   * a logout, a password set), before the use case answers: a message published after that
   * answer never reaches them. Sockets on other processes close at their next re-check.
   */
  private closeSessions(sessionIds: readonly string[]): void {
    if (!this.server) return;
    const ended = new Set(sessionIds);
    for (const socket of this.server.sockets.sockets.values()) {
      const { holder } = socket.data;
      if (holder?.kind === 'member' && ended.has(holder.sessionId)) socket.disconnect(true);
    }
  }

  handleDisconnect(socket: LiveSocket): void {
    clearTimeout(socket.data.expiry);
  }

  /** The handshake: who this socket is, or a refusal that closes it. */
  private async admit(socket: LiveSocket): Promise<void> {
    const auth = (socket.handshake.auth ?? {}) as LiveAuth;
    if (typeof auth.token === 'string' && auth.token) {
      const user = await this.signIn(auth.token);
      socket.data.holder = { kind: 'member', userId: user.userId, sessionId: user.sessionId };
      this.closeAtExpiry(socket, user.expiresAt);
      return;
    }
    if (typeof auth.client_id === 'string' && isUuid(auth.client_id)) {
      const { records, linkKey, portalId } = await holderOfKey(this.clients, auth.client_id);
      const clientIds = [...new Set(records.map((record) => record.clientId))];
      // A portal's record counts with its own provider's link only, as its HTTP routes do.
      const links = (
        await Promise.all(
          records.map(async (record) =>
            (
              await this.clients.linksOfClient(record.clientId)
            ).filter((link) => portalId === null || link.provider.id === record.providerId),
          ),
        )
      ).flat();
      if (links.length === 0) throw new Error('No such client.');
      if (!links.some((link) => link.active))
        throw new Error('Your link with this provider is not active.');
      // A Free provider's client links do not work, live ones neither (402's plain message).
      await this.plans.assertClientLinks(links.map((link) => link.provider.id));
      socket.data.holder = { kind: 'client', clientIds, linkKey };
      return;
    }
    throw new Error('An access token or a client link key is required.');
  }

  /** A member's token to their user, as the HTTP API signs requests in; else why not. */
  private async signIn(token: string): Promise<SignedInUser> {
    try {
      return await this.authenticator.authenticate(token);
    } catch (error) {
      throw new Error((error as Error).message);
    }
  }

  /** A member socket closes when its token expires, unless a fresh one came before. */
  private closeAtExpiry(socket: LiveSocket, exp: number): void {
    clearTimeout(socket.data.expiry);
    socket.data.expiry = setTimeout(() => socket.disconnect(true), msUntilExpiry(exp, Date.now()));
  }

  @SubscribeMessage('subscribe')
  async subscribe(
    @ConnectedSocket() socket: LiveSocket,
    @MessageBody() topic: LiveTopic,
  ): Promise<LiveReply> {
    const rooms = await this.roomFor(socket.data.holder, topic);
    if (!Array.isArray(rooms)) return rooms;
    await socket.join(rooms);
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(
    @ConnectedSocket() socket: LiveSocket,
    @MessageBody() topic: LiveTopic,
  ): Promise<LiveReply> {
    const rooms = topicRooms(socket.data.holder, topic);
    if (!rooms) return refused('Unknown topic.');
    for (const room of rooms) await socket.leave(room);
    return { ok: true };
  }

  /**
   * A refreshed token, for the same user. Each provider room is checked again: a membership
   * ended or deactivated since the last token drops its room here.
   */
  @SubscribeMessage('authenticate')
  async authenticate(
    @ConnectedSocket() socket: LiveSocket,
    @MessageBody() token: unknown,
  ): Promise<LiveReply> {
    const { holder } = socket.data;
    if (holder?.kind !== 'member' || typeof token !== 'string')
      return refused('Only a member socket takes a token.');
    let user: SignedInUser;
    try {
      user = await this.signIn(token);
    } catch (error) {
      return refused((error as Error).message);
    }
    if (user.userId !== holder.userId) return refused('The token is for another user.');
    const next: Holder = { kind: 'member', userId: user.userId, sessionId: user.sessionId };
    socket.data.holder = next;
    this.closeAtExpiry(socket, user.expiresAt);
    for (const room of socket.rooms) {
      const providerId = providerOfRoom(room);
      if (providerId === null) continue;
      const allowed = await this.roomFor(next, { provider_id: providerId });
      if (!Array.isArray(allowed)) await socket.leave(room);
    }
    return { ok: true };
  }

  /**
   * Every LIVE_RECHECK_MS: closes the sockets of ended sessions (logout, a reused refresh
   * token, a password reset, a deactivation: those this process ended are closed at once, by
   * `closeSessions`; this finds the others') and of clients left with no active link, and takes
   * members out of the rooms of providers they are no longer active in. Three reads for all of
   * this process's sockets, none when it has none.
   */
  private async recheckSockets(): Promise<void> {
    if (this.rechecking || !this.server) return;
    this.rechecking = true;
    try {
      const sockets = [...this.server.sockets.sockets.values()].filter((s) => s.data.holder);
      // The rooms as they were when the reads began: a room joined while they run was checked
      // on joining, and judging it by reads that did not ask about it would drop it silently.
      const roomsThen = new Map(sockets.map((socket) => [socket, [...socket.rooms]]));
      const sessionIds: string[] = [];
      const memberships: { userId: string; providerId: string }[] = [];
      const reached: { linkKey: string; clientId: string }[] = [];
      for (const socket of sockets) {
        const { holder } = socket.data;
        if (holder.kind === 'client') {
          for (const clientId of holder.clientIds)
            reached.push({ linkKey: holder.linkKey, clientId });
          continue;
        }
        sessionIds.push(holder.sessionId);
        for (const room of roomsThen.get(socket)!) {
          const providerId = providerOfRoom(room);
          if (providerId !== null) memberships.push({ userId: holder.userId, providerId });
        }
      }
      const [liveSessions, activeMemberships, linkedClients] = await Promise.all([
        this.sessions.liveAmong(sessionIds),
        this.members.activeAmong(memberships),
        this.clients.stillReached(reached),
      ]);
      for (const socket of sockets) {
        const verdict = recheck(socket.data.holder, roomsThen.get(socket)!, {
          liveSessions,
          activeMemberships,
          linkedClients,
        });
        if (verdict.close) socket.disconnect(true);
        else for (const room of verdict.leave) await socket.leave(room);
      }
    } catch (error) {
      this.logger.warn(`Live re-check failed: ${(error as Error).message}`);
    } finally {
      this.rechecking = false;
    }
  }

  /** The room a holder may join for a topic, or why not. */
  private async roomFor(
    holder: Holder | undefined,
    topic: LiveTopic,
  ): Promise<string[] | LiveReply> {
    if (!holder) return refused('Not signed in.');
    if (topic && 'provider_id' in topic && typeof topic.provider_id === 'string') {
      if (holder.kind !== 'member') return refused('Sign in to follow a provider.');
      try {
        await this.members.member(holder, topic.provider_id);
      } catch (error) {
        this.logger.debug(`Refused provider room: ${(error as Error).message}`);
        return refused('You are not a member of this provider.');
      }
      return [providerRoom(topic.provider_id)];
    }
    if (topic && 'client_id' in topic && typeof topic.client_id === 'string') {
      const rooms = topicRooms(holder, topic);
      return rooms ?? refused('Only that client may follow its orders.');
    }
    return refused('Unknown topic.');
  }
}

/**
 * A topic's rooms: a provider's by its id; a client's by its key, for that key's holder only
 * (a portal follows the room of each of its records).
 */
function topicRooms(holder: Holder | undefined, topic: LiveTopic): string[] | null {
  if (topic && 'provider_id' in topic && isUuid(String(topic.provider_id)))
    return [providerRoom(topic.provider_id)];
  if (topic && 'client_id' in topic && typeof topic.client_id === 'string') {
    const ownKey = holder?.kind === 'client' && holder.linkKey === topic.client_id.toLowerCase();
    return ownKey ? holder.clientIds.map(clientRoom) : null;
  }
  return null;
}
