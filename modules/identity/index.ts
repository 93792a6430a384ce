// Identity: users, providers, memberships and sessions (access and refresh tokens). It owns who
// may sign in and, per provider, who is a member; other contexts ask it through this index.
export { AcceptInvite } from './commands/accept-invite/accept-invite.command';
export { InviteUser } from './commands/invite-user/invite-user.command';
export { LogIn } from './commands/log-in/log-in.command';
export { LogOut } from './commands/log-out/log-out.command';
export { RefreshSession } from './commands/refresh-session/refresh-session.command';
export { ResendInvite } from './commands/resend-invite/resend-invite.command';
export { ResetPassword } from './commands/reset-password/reset-password.command';
export { SendPasswordReset } from './commands/send-password-reset/send-password-reset.command';
export { SetLanguage } from './commands/set-language/set-language.command';
export { SignUp } from './commands/sign-up/sign-up.command';
export { UpdateUser } from './commands/update-user/update-user.command';
export {
  ActionFacts,
  ApiKeyActor,
  AUDITOR_REFUSAL,
  actionRefusal,
  classifiedRoutes,
  GatedChange,
  isAuditor,
  MEMBERSHIP_ONLY_ROUTES,
  Member,
  PERMISSION_REFUSALS,
  PERMISSION_TABLE,
  PERMISSIONS,
  Permission,
  PermissionRule,
  permissionsFor,
  RouteKey,
  routeKey,
} from './domain/permissions';
export { Session } from './domain/session';
export { IdentityModule } from './identity.module';
export { identityMigrations } from './infrastructure/identity.migrations';
export {
  hasProviders,
  ProviderCard,
  ProvidersDirectory,
} from './infrastructure/providers-directory';
export { Sessions } from './infrastructure/sessions';
export { TeamMemberRow } from './infrastructure/team-reads';
export { ListUsers } from './queries/list-users/list-users.query';
export { Authenticator, bearerTokenOf, SignedInUser } from './tenancy/authenticator';
export { API_KEY_STRATEGY, isKeyHolder, KeyHolder } from './tenancy/key-holder';
export { MemberCheck } from './tenancy/member-check';
export { MemberRequest, routeOf } from './tenancy/provider-member.guard';
export { SignedIn, SignedInGuard, SignedInIfBearingGuard } from './tenancy/signed-in.guard';
export { SignedTokens } from './tokens/signed-tokens';
