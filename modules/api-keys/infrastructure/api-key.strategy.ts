import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { API_KEY_STRATEGY, bearerTokenOf, KeyHolder } from '../../identity';
import { CONFIG, Config, routePattern } from '../../platform';
import { KeyNotAllowed, KeyRateLimited, UnknownKey } from '../domain/api-key-errors';
import { isKeyShaped, looksLikeKey } from '../domain/api-key-secret';
import { lastUseDue, RequestWindows } from '../domain/request-windows';
import { KEY_REFUSED_ROUTE, OTHER_PROVIDER, routeScope } from '../domain/route-scopes';
import { scopeRefusal } from '../domain/scopes';
import { ApiKeyStore, LiveKey } from './api-key-store';

/** The one route outside /api/provider a key may use; its handler checks provider and scope. */
const PLACE_ORDER = 'POST /api/order';

/**
 * The passport strategy of API keys: `Authorization: Bearer sk_live_…`. A bearer that is not
 * shaped as a key is left to the next strategy (the member's token); one that is, is a key's or
 * a 401. A key is then checked for the route: its own provider only, a route keys may use, the
 * scope the route needs; counted against its requests per minute (this process's count); and its
 * use is written at most once a minute per key.
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, API_KEY_STRATEGY) {
  private readonly windows: RequestWindows;
  /** When this process last wrote each key's use (ms). */
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly keys: ApiKeyStore,
    @Inject(CONFIG) config: Config,
  ) {
    super();
    this.windows = new RequestWindows(config.API_KEY_REQUESTS_PER_MINUTE);
  }

  async validate(request: FastifyRequest): Promise<KeyHolder | null> {
    const token = bearerTokenOf(request.headers.authorization);
    // Not a key: passport goes on to the member's bearer strategy.
    if (!token || !looksLikeKey(token)) return null;
    const key = isKeyShaped(token) ? await this.keys.live(token) : undefined;
    if (!key) throw new UnknownKey();
    const now = Date.now();
    const wait = this.windows.hit(key.id, now);
    if (wait !== undefined) throw new KeyRateLimited(wait);
    this.recordUse(key, now);
    this.checkRoute(key, request);
    return {
      kind: 'api_key',
      member: {
        userId: key.id,
        providerId: key.providerId,
        isOwner: false,
        permissionsDenied: [],
        apiKey: { id: key.id, name: key.name, scopes: key.scopes },
      },
    };
  }

  private checkRoute(key: LiveKey, request: FastifyRequest): void {
    const route = routePattern(request) ?? '';
    if (`${request.method} ${route}` === PLACE_ORDER) return;
    const needed = routeScope(request.method, route);
    if (!needed) throw new KeyNotAllowed(KEY_REFUSED_ROUTE);
    const providerId = (request.params as Record<string, string> | undefined)?.provider_id;
    if (providerId !== key.providerId) throw new KeyNotAllowed(OTHER_PROVIDER);
    const refusal = scopeRefusal(key.scopes, needed.area, needed.access);
    if (refusal) throw new KeyNotAllowed(refusal);
  }

  /** Not awaited: a request does not wait for the write, nor fail with it. */
  private recordUse(key: LiveKey, now: number): void {
    const last = this.lastWritten.get(key.id) ?? key.lastUsedAt?.getTime() ?? null;
    if (!lastUseDue(last, now)) return;
    this.lastWritten.set(key.id, now);
    if (this.lastWritten.size > 10_000) this.lastWritten.clear();
    void this.keys.recordUse(key.id, new Date(now)).catch(() => undefined);
  }
}
