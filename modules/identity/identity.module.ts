import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth/auth.http.controller';
import { LoginService } from './auth/login.service';
import { LogoutService } from './auth/logout.service';
import { RateLimiter } from './auth/rate-limiter';
import { RefreshService } from './auth/refresh.service';
import { SignupService } from './auth/signup.service';
import { IdentityErrorsFilter } from './identity-errors.filter';
import { AcceptInviteService } from './links/accept-invite.service';
import { LinkTokens } from './links/link-tokens';
import { ResetPasswordService } from './links/reset-password.service';
import { ProvidersDirectory } from './providers/providers-directory';
import { Authenticator } from './sessions/authenticator';
import { SessionIssuer } from './sessions/session-issuer';
import { Sessions } from './sessions/sessions';
import { InviteTeammateService } from './team/invite-teammate.service';
import { InviteUserController } from './team/invite-user.http.controller';
import { ListUsersController } from './team/list-users.http.controller';
import { UpdateMembershipService } from './team/update-membership.service';
import { UpdateUserController } from './team/update-user.http.controller';
import { MemberBearerStrategy } from './tenancy/member-bearer.strategy';
import { MemberCheck } from './tenancy/member-check';
import { ProviderMemberGuard } from './tenancy/provider-member.guard';
import { SignedInGuard, SignedInIfBearingGuard } from './tenancy/signed-in.guard';
import { SignedTokens } from './tokens/signed-tokens';

const controllers = [
  AuthController,
  ListUsersController,
  InviteUserController,
  UpdateUserController,
];
/** What other contexts and the app use: who is signed in, who is a member, providers' names. */
const exported = [
  Authenticator,
  Sessions,
  SignedTokens,
  MemberCheck,
  ProvidersDirectory,
  SignupService,
  SignedInGuard,
  SignedInIfBearingGuard,
];
const useCases = [
  LoginService,
  LogoutService,
  RefreshService,
  ResetPasswordService,
  AcceptInviteService,
  InviteTeammateService,
  UpdateMembershipService,
];
const internals = [SessionIssuer, LinkTokens, RateLimiter, MemberBearerStrategy];
const global = [
  { provide: APP_GUARD, useClass: ProviderMemberGuard },
  { provide: APP_FILTER, useClass: IdentityErrorsFilter },
];

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers,
  providers: [...exported, ...useCases, ...internals, ...global],
  exports: exported,
})
export class IdentityModule {}
