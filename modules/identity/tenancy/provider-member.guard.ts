import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { routePattern } from '../../platform';
import { NotAllowed } from '../domain/identity-errors';
import {
  AUDITOR_REFUSAL,
  actionRefusal,
  isAuditor,
  isReadOnly,
  Member,
  routeKey,
} from '../domain/permissions';
import { SignedInUser } from './authenticator';
import { API_KEY_STRATEGY, isKeyHolder, KeyHolder } from './key-holder';
import { MEMBER_BEARER } from './member-bearer.strategy';
import { MemberCheck } from './member-check';

const PROVIDER_ROUTE = /^\/api\/provider\/:provider_id(\/|$)/;

export type MemberRequest = FastifyRequest & {
  params: Record<string, string>;
  /** Who the bearer strategy signed in, or the API key the key strategy did. */
  user?: SignedInUser | KeyHolder;
  /** What the signed-in user is for the route's provider. */
  member?: Member;
};

/** The route a request matched, as the permission table names it (`PUT /api/order`). */
export function routeOf(req: FastifyRequest): string {
  return routeKey(req.method, routePattern(req) ?? req.url.split('?')[0]);
}

/**
 * Every /api/provider/:provider_id/... route, whoever declares it: the caller is signed in by
 * the member bearer strategy (a valid access token of a live session), must be an active member
 * of that provider, and not be denied the permission the permission table gives every request
 * of the route it matched (a permission only some requests need is checked where the request is
 * read). Or the caller is an API key: its strategy, tried first, has checked the key's provider
 * and scopes for this route, and the key acts as a member of its provider that nothing is
 * denied beyond its scopes. Applied globally and keyed on the route's path, so a new route
 * cannot forget it.
 */
@Injectable()
export class ProviderMemberGuard extends AuthGuard([API_KEY_STRATEGY, MEMBER_BEARER]) {
  constructor(private readonly members: MemberCheck) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<MemberRequest>();
    const routePath = routePattern(req);
    if (!routePath || !PROVIDER_ROUTE.test(routePath)) return true;

    await super.canActivate(context);
    const member = isKeyHolder(req.user)
      ? req.user.member
      : await this.members.member(req.user, String(req.params.provider_id));
    const refusal =
      isAuditor(member) && !isReadOnly(req.method, routePath)
        ? AUDITOR_REFUSAL
        : actionRefusal(member, routeKey(req.method, routePath));
    if (refusal) throw new NotAllowed(refusal);
    req.member = member;
    return true;
  }
}
