import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Database } from '../../platform';
import { AuthService, Unauthorized } from '../auth/auth.service';
import { Member, Permission, refusalFor } from '../domain/permissions';

const PERMISSION_KEY = 'identity:permission';
const PROVIDER_ROUTE = /^\/api\/provider\/:provider_id(\/|$)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks a provider route that also needs a permission the member must not be denied. */
export const RequirePermission = (permission: Permission) =>
  SetMetadata(PERMISSION_KEY, permission);

export type MemberRequest = Request & { member?: Member };

const notAMember = () =>
  new ForbiddenException({
    statusCode: 403,
    error: 'Forbidden',
    message: 'You are not an active member of this provider.',
  });

/**
 * Every /api/provider/:provider_id/... route, whoever declares it: the caller must bear a valid
 * access token and be an active member of that provider, and not be denied the route's
 * permission. Applied globally and keyed on the route's path, so a new route cannot forget it.
 */
@Injectable()
export class ProviderMemberGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly db: Database,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<MemberRequest>();
    const routePath: string | undefined = req.route?.path;
    if (!routePath || !PROVIDER_ROUTE.test(routePath)) return true;

    const header = req.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw new Unauthorized('Missing bearer token');
    let userId: string;
    try {
      userId = this.auth.verifyAccessToken(token).sub;
    } catch {
      throw new Unauthorized('Invalid or expired access token');
    }

    const providerId = String(req.params.provider_id);
    if (!UUID.test(providerId)) throw notAMember();
    const { rows } = await this.db.query<{
      invited_by: string | null;
      permissions_denied: string[];
    }>(
      `SELECT invited_by, permissions_denied FROM identity_memberships
        WHERE provider_id = $1 AND user_id = $2 AND active AND accepted_at IS NOT NULL`,
      [providerId, userId],
    );
    if (!rows[0]) throw notAMember();
    const member: Member = {
      userId,
      providerId,
      isOwner: rows[0].invited_by === null,
      permissionsDenied: rows[0].permissions_denied,
    };
    const needed = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const refusal = refusalFor(member, needed);
    if (refusal)
      throw new ForbiddenException({ statusCode: 403, error: refusal, message: refusal });
    req.member = member;
    return true;
  }
}
