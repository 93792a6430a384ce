import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { AcceptInviteHandler } from './commands/accept-invite/accept-invite.handler';
import { AcceptInviteController } from './commands/accept-invite/accept-invite.http.controller';
import { InviteUserHandler } from './commands/invite-user/invite-user.handler';
import { InviteUserController } from './commands/invite-user/invite-user.http.controller';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogInController } from './commands/log-in/log-in.http.controller';
import { LogOutHandler } from './commands/log-out/log-out.handler';
import { LogOutController } from './commands/log-out/log-out.http.controller';
import { RecoverSessionHandler } from './commands/recover-session/recover-session.handler';
import { RecoverSessionController } from './commands/recover-session/recover-session.http.controller';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler';
import { RefreshSessionController } from './commands/refresh-session/refresh-session.http.controller';
import { ResendInviteHandler } from './commands/resend-invite/resend-invite.handler';
import { ResendInviteController } from './commands/resend-invite/resend-invite.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordController } from './commands/reset-password/reset-password.http.controller';
import { SendPasswordResetHandler } from './commands/send-password-reset/send-password-reset.handler';
import { SendPasswordResetController } from './commands/send-password-reset/send-password-reset.http.controller';
import { SetLanguageHandler } from './commands/set-language/set-language.handler';
import { SetLanguageController } from './commands/set-language/set-language.http.controller';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { SignUpController } from './commands/sign-up/sign-up.http.controller';
import { UpdateUserHandler } from './commands/update-user/update-user.handler';
import { UpdateUserController } from './commands/update-user/update-user.http.controller';
import { identityEntities } from './infrastructure/identity.entities';
import { Invites } from './infrastructure/invites';
import { LinkTokens } from './infrastructure/link-tokens';
import { ProvidersDirectory } from './infrastructure/providers-directory';
import { RateLimiter } from './infrastructure/rate-limiter';
import { SessionIssuer } from './infrastructure/session-issuer';
import { Sessions } from './infrastructure/sessions';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { ListUsersController } from './queries/list-users/list-users.http.controller';
import { ProviderCardHandler } from './queries/provider-card/provider-card.handler';
import { ProviderCardController } from './queries/provider-card/provider-card.http.controller';
import { Authenticator } from './tenancy/authenticator';
import { MemberBearerStrategy } from './tenancy/member-bearer.strategy';
import { MemberCheck } from './tenancy/member-check';
import { ProviderMemberGuard } from './tenancy/provider-member.guard';
import { SignedInGuard, SignedInIfBearingGuard } from './tenancy/signed-in.guard';
import { SignedTokens } from './tokens/signed-tokens';

const controllers = [
  SignUpController,
  LogInController,
  RefreshSessionController,
  LogOutController,
  SetLanguageController,
  SendPasswordResetController,
  ResetPasswordController,
  RecoverSessionController,
  AcceptInviteController,
  ListUsersController,
  InviteUserController,
  ResendInviteController,
  UpdateUserController,
  ProviderCardController,
];
const commandHandlers = [
  SignUpHandler,
  LogInHandler,
  RefreshSessionHandler,
  LogOutHandler,
  SetLanguageHandler,
  SendPasswordResetHandler,
  ResetPasswordHandler,
  RecoverSessionHandler,
  AcceptInviteHandler,
  InviteUserHandler,
  ResendInviteHandler,
  UpdateUserHandler,
];
const queryHandlers = [ListUsersHandler, ProviderCardHandler];
/** What other contexts and the app use: who is signed in, who is a member, providers' names. */
const exported = [
  Authenticator,
  Sessions,
  SignedTokens,
  MemberCheck,
  ProvidersDirectory,
  SignedInGuard,
  SignedInIfBearingGuard,
];
const infrastructure = [SessionIssuer, LinkTokens, Invites, RateLimiter, MemberBearerStrategy];
/** Every /api/provider/:provider_id route is a member's, whichever context declares it. */
const global = [{ provide: APP_GUARD, useClass: ProviderMemberGuard }];

@Module({
  imports: [
    CqrsModule,
    PassportModule.register({ session: false }),
    MikroOrmModule.forFeature(identityEntities),
  ],
  controllers,
  providers: [...exported, ...commandHandlers, ...queryHandlers, ...infrastructure, ...global],
  exports: exported,
})
export class IdentityModule {}
