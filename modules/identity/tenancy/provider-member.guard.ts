import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { routePattern } from '../../platform';
import {
  AUDITOR_REFUSAL,
  isAuditor,
  isReadOnly,
  Member,
  Permission,
  refusalFor,
} from '../domain/permissions';
import { MemberCheck } from './member-check';

const PERMISSION_KEY = 'identity:permission';
const PROVIDER_ROUTE = /^\/api\/provider\/:provider_id(\/|$)/;

/** Marks a provider route that also needs a permission the member must not be denied. */
export const RequirePermission = (permission: Permission) =>
  SetMetadata(PERMISSION_KEY, permission);

export type MemberRequest = FastifyRequest & {
  params: Record<string, string>;
  member?: Member;
};

/**
 * Every /api/provider/:provider_id/... route, whoever declares it: the caller must bear a valid
 * access token and be an active member of that provider, and not be denied the route's
 * permission. Applied globally and keyed on the route's path, so a new route cannot forget it.
 */
@Injectable()
export class ProviderMemberGuard implements CanActivate {
  constructor(
    private readonly members: MemberCheck,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<MemberRequest>();
    const routePath = routePattern(req);
    if (!routePath || !PROVIDER_ROUTE.test(routePath)) return true;

    const member = await this.members.member(
      req.headers.authorization,
      String(req.params.provider_id),
    );
    const needed = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const refusal =
      isAuditor(member) && !isReadOnly(req.method, routePath)
        ? AUDITOR_REFUSAL
        : refusalFor(member, needed);
    if (refusal)
      throw new ForbiddenException({ statusCode: 403, error: refusal, message: refusal });
    req.member = member;
    return true;
  }
}
