import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { SignedInUser } from './authenticator';
import { API_KEY_STRATEGY, KeyHolder } from './key-holder';
import { MEMBER_BEARER } from './member-bearer.strategy';

/** A route for a signed-in member: the bearer strategy sets `request.user`, or 401. */
@Injectable()
export class SignedInGuard extends AuthGuard(MEMBER_BEARER) {}

/**
 * A route for a member or for anyone (a client placing an order, a client's download): signs
 * the caller in when the request bears a token, else lets it through with no user. A token
 * that is there but bad is still a 401: the caller meant to be someone. An API key is tried
 * first; its strategy refuses keys on every route of this kind but placing an order.
 */
@Injectable()
export class SignedInIfBearingGuard extends AuthGuard([API_KEY_STRATEGY, MEMBER_BEARER]) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.headers.authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }
}

/**
 * The user a guard signed in (undefined on a route that lets anyone through). Only
 * SignedInIfBearingGuard's routes can be reached by a key (placing an order): they take
 * `SignedInUser | KeyHolder`.
 */
export const SignedIn = createParamDecorator(
  (_: unknown, context: ExecutionContext): SignedInUser | KeyHolder | undefined =>
    context.switchToHttp().getRequest<{ user?: SignedInUser | KeyHolder }>().user,
);
