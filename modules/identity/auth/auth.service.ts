import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { appSecret, CONFIG, Config, Database, publicUrl, Queryable } from '../../platform';
import { AccessClaims, signAccessToken, verifyAccessToken } from '../domain/access-token';
import { buildSession, MembershipView, normalizeEmail, Session } from '../domain/session';
import { hashPassword, verifyPassword } from './passwords';

const ACCESS_TTL_SECONDS = 3600;
const LINK_TTL_SECONDS = { invite: 7 * 24 * 3600, reset: 3600 } as const;
const REFRESH_TTL_DAYS = 30;

/** A 401 with the body shape the spec's screens read (`error`, `message`). */
export class Unauthorized extends HttpException {
  constructor(message: string) {
    super({ statusCode: 401, error: message, message }, HttpStatus.UNAUTHORIZED);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Accounts and sessions. Passwords are Argon2id hashes; access tokens are short-lived JWTs;
 * refresh tokens are opaque, stored hashed, single use, and rotated within a family, so that a
 * stolen token replayed after its owner used it revokes the whole family.
 */
@Injectable()
export class AuthService {
  private readonly secret: string;
  private readonly publicUrl: string;
  /** Verified against when the email is unknown, so a login takes as long either way. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly db: Database,
    @Inject(CONFIG) config: Config,
  ) {
    this.secret = appSecret(config);
    this.publicUrl = publicUrl(config).replace(/\/$/, '');
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  private hmac = (data: string) => createHmac('sha256', this.secret).update(data).digest();

  /** The claims of a bearer token for the API; link tokens (invite, reset) are refused. */
  verifyAccessToken(token: string): AccessClaims {
    const claims = this.verifySigned(token);
    if (claims.purpose) throw new Unauthorized('Invalid or expired access token');
    return claims;
  }

  private verifySigned(token: string): AccessClaims {
    return verifyAccessToken(token, this.hmac, Math.floor(Date.now() / 1000), timingSafeEqual);
  }

  /**
   * A one-time link for an invite or a password reset: `<PUBLIC_URL>/<purpose>#access_token=…&
   * refresh_token=…`, as the spec's screens read it. The access token is signed and names the
   * user and the purpose; the refresh token is the one-time secret, stored hashed.
   */
  async createLink(
    tx: Queryable,
    purpose: 'invite' | 'reset',
    user: { id: string; email: string },
    providerId: string | null,
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const secret = randomBytes(32).toString('base64url');
    await tx.query(
      `INSERT INTO identity_link_tokens (id, purpose, user_id, provider_id, secret_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, to_timestamp($6))`,
      [randomUUID(), purpose, user.id, providerId, sha256(secret), now + LINK_TTL_SECONDS[purpose]],
    );
    const accessToken = signAccessToken(
      { sub: user.id, email: user.email, iat: now, exp: now + LINK_TTL_SECONDS[purpose], purpose },
      this.hmac,
    );
    return `${this.publicUrl}/${purpose}#access_token=${accessToken}&refresh_token=${secret}&type=${purpose}`;
  }

  /**
   * Spends a link's one-time secret inside `tx` and sets the user's new password; the caller
   * finishes what the link was for. Any doubt about the link is `invalid`.
   */
  private async useLink(
    tx: PoolClient,
    purpose: 'invite' | 'reset',
    auth: { access_token: string; refresh_token: string },
    passwordHash: string,
    invalid: () => Unauthorized,
  ): Promise<{ user: { id: string; email: string }; providerId: string | null }> {
    let claims: AccessClaims;
    try {
      claims = this.verifySigned(auth.access_token);
    } catch {
      throw invalid();
    }
    if (claims.purpose !== purpose) throw invalid();
    const { rows } = await tx.query<{ provider_id: string | null }>(
      `UPDATE identity_link_tokens SET used_at = now()
        WHERE secret_hash = $1 AND purpose = $2 AND user_id = $3
          AND used_at IS NULL AND expires_at > now()
        RETURNING provider_id`,
      [sha256(auth.refresh_token), purpose, claims.sub],
    );
    if (!rows[0]) throw invalid();
    await tx.query('UPDATE identity_users SET password_hash = $2 WHERE id = $1', [
      claims.sub,
      passwordHash,
    ]);
    return { user: { id: claims.sub, email: claims.email }, providerId: rows[0].provider_id };
  }

  /** Sets the password of an invited user, accepts the membership, and signs them in. */
  async acceptInvite(
    password: string,
    auth: { access_token: string; refresh_token: string },
  ): Promise<Session> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const { user, providerId } = await this.useLink(
        tx,
        'invite',
        auth,
        passwordHash,
        () => new Unauthorized('Invitation link invalid or expired. Please request a new invite.'),
      );
      await tx.query(
        `UPDATE identity_memberships SET accepted_at = coalesce(accepted_at, now())
          WHERE user_id = $1 AND provider_id = $2`,
        [user.id, providerId],
      );
      return this.issue(tx, user, randomUUID());
    });
  }

  /**
   * Mails a reset link when the email has an account; says nothing either way, so the
   * answer does not tell who has one.
   */
  async sendReset(
    email: string,
  ): Promise<{ user: { id: string; email: string }; link: string } | undefined> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string }>(
        'SELECT id, email FROM identity_users WHERE email_normalized = $1',
        [normalizeEmail(email)],
      );
      if (!rows[0]) return undefined;
      return { user: rows[0], link: await this.createLink(tx, 'reset', rows[0], null) };
    });
  }

  /** Sets a new password from a reset link, ends every other session, and signs in. */
  async resetPassword(
    password: string,
    auth: { access_token: string; refresh_token: string },
  ): Promise<Session> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const { user } = await this.useLink(
        tx,
        'reset',
        auth,
        passwordHash,
        () => new Unauthorized('Recovery link invalid or expired. Please request a new one.'),
      );
      await tx.query(
        `UPDATE identity_refresh_tokens SET revoked_at = coalesce(revoked_at, now())
          WHERE user_id = $1`,
        [user.id],
      );
      return this.issue(tx, user, randomUUID());
    });
  }

  async signup(email: string, password: string, businessName: string): Promise<Session> {
    const passwordHash = await hashPassword(password);
    const userId = randomUUID();
    const providerId = randomUUID();
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO identity_users (id, email, email_normalized, password_hash)
           VALUES ($1, $2, $3, $4)`,
          [userId, email.trim(), normalizeEmail(email), passwordHash],
        );
        await tx.query('INSERT INTO identity_providers (id, name, email) VALUES ($1, $2, $3)', [
          providerId,
          businessName.trim(),
          email.trim(),
        ]);
        await tx.query(
          `INSERT INTO identity_memberships (id, provider_id, user_id, accepted_at)
           VALUES ($1, $2, $3, now())`,
          [randomUUID(), providerId, userId],
        );
        return this.issue(tx, { id: userId, email: email.trim() }, randomUUID());
      });
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'identity_users_email_normalized_key') {
        // Said plainly at sign-up; login never tells whether an email exists.
        throw new HttpException(
          {
            statusCode: 409,
            error: 'Error signing up',
            message: 'This email is already registered.',
          },
          HttpStatus.CONFLICT,
        );
      }
      throw error;
    }
  }

  async login(email: string, password: string): Promise<Session> {
    const { rows } = await this.db.query<{
      id: string;
      email: string;
      password_hash: string | null;
    }>('SELECT id, email, password_hash FROM identity_users WHERE email_normalized = $1', [
      normalizeEmail(email),
    ]);
    const user = rows[0];
    const hash = user?.password_hash ?? (await this.decoyHash);
    const matches = await verifyPassword(hash, password);
    if (!user?.password_hash || !matches) throw new Unauthorized('Invalid credentials');
    return this.db.transaction((tx) => this.issue(tx, user, randomUUID()));
  }

  async refresh(refreshToken: string): Promise<Session> {
    return this.db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{
          id: string;
          user_id: string;
          family_id: string;
          expired: boolean;
          used_at: Date | null;
          revoked_at: Date | null;
        }>(
          `SELECT id, user_id, family_id, expires_at <= now() AS expired, used_at, revoked_at
           FROM identity_refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
          [sha256(refreshToken)],
        );
        const token = rows[0];
        if (!token) throw new Unauthorized('Invalid refresh token');
        if (token.used_at || token.revoked_at) {
          // Reuse: someone holds a copy. End every session of this sign-in.
          await tx.query(
            `UPDATE identity_refresh_tokens SET revoked_at = coalesce(revoked_at, now())
            WHERE family_id = $1`,
            [token.family_id],
          );
          return { reused: true } as const;
        }
        if (token.expired) throw new Unauthorized('Refresh token expired');
        await tx.query('UPDATE identity_refresh_tokens SET used_at = now() WHERE id = $1', [
          token.id,
        ]);
        const { rows: users } = await tx.query<{ id: string; email: string }>(
          'SELECT id, email FROM identity_users WHERE id = $1',
          [token.user_id],
        );
        return this.issue(tx, users[0], token.family_id);
      })
      .then((result) => {
        // The revocation above must commit, so the refusal comes after the transaction.
        if ('reused' in result) throw new Unauthorized('Refresh token already used');
        return result;
      });
  }

  private async issue(
    tx: PoolClient,
    user: { id: string; email: string },
    familyId: string,
  ): Promise<Session> {
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = randomBytes(32).toString('base64url');
    await tx.query(
      `INSERT INTO identity_refresh_tokens (id, user_id, family_id, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [randomUUID(), user.id, familyId, sha256(refreshToken), REFRESH_TTL_DAYS],
    );
    const { rows } = await tx.query<{
      provider_id: string;
      invited_by: string | null;
      permissions_denied: string[];
    }>(
      `SELECT provider_id, invited_by, permissions_denied FROM identity_memberships
        WHERE user_id = $1 AND active AND accepted_at IS NOT NULL ORDER BY invited_at`,
      [user.id],
    );
    const memberships: MembershipView[] = rows.map((r) => ({
      providerId: r.provider_id,
      invitedBy: r.invited_by,
      permissionsDenied: r.permissions_denied,
    }));
    const accessToken = signAccessToken(
      { sub: user.id, email: user.email, iat: now, exp: now + ACCESS_TTL_SECONDS },
      this.hmac,
    );
    return buildSession({
      user,
      memberships,
      accessToken,
      refreshToken,
      issuedAt: now,
      accessTtlSeconds: ACCESS_TTL_SECONDS,
    });
  }
}
