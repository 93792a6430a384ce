import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { NotSignedIn } from '../domain/identity-errors';
import { Authenticator, bearerTokenOf, MISSING_TOKEN, SignedInUser } from './authenticator';

export const MEMBER_BEARER = 'member-bearer';

/**
 * The passport strategy of a provider member's bearer token: `Authorization: Bearer <access
 * token>`, nowhere else (a token in a query string ends up in logs). Passport keeps strategies
 * by name for the process: one app per process, as main.ts runs it.
 */
@Injectable()
export class MemberBearerStrategy extends PassportStrategy(Strategy, MEMBER_BEARER) {
  constructor(private readonly authenticator: Authenticator) {
    super();
  }

  validate(request: FastifyRequest): Promise<SignedInUser> {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw new NotSignedIn(MISSING_TOKEN);
    return this.authenticator.authenticate(token);
  }
}
