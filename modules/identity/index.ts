// Identity: users, providers, memberships and sessions (access and refresh tokens). It owns who
// may sign in and, per provider, who is a member; other contexts ask it through this index.
export { SignupService } from './auth/signup.service';
export {
  AUDITOR_REFUSAL,
  isAuditor,
  Member,
  PERMISSION_REFUSALS,
  PERMISSIONS,
  Permission,
} from './domain/permissions';
export { Session } from './domain/session';
export { identityMigrations } from './identity.migrations';
export { IdentityModule } from './identity.module';
export {
  hasProviders,
  ProviderCard,
  ProvidersDirectory,
} from './providers/providers-directory';
export { Authenticator, bearerTokenOf, SignedInUser } from './sessions/authenticator';
export { Sessions } from './sessions/sessions';
export { MemberCheck } from './tenancy/member-check';
export { MemberRequest, RequirePermission } from './tenancy/provider-member.guard';
export { SignedIn, SignedInGuard, SignedInIfBearingGuard } from './tenancy/signed-in.guard';
export { SignedTokens } from './tokens/signed-tokens';
