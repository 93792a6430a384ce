// Identity: users, providers, memberships and sessions (access and refresh tokens). It owns who
// may sign in and, per provider, who is a member; other contexts ask it through this index.
export {
  AccessClaims,
  InvalidAccessToken,
  signAccessToken,
  verifyAccessToken,
} from './domain/access-token';
