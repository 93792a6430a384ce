import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, Config, publicUrl } from '../../platform';
import { LinkClaims, LinkPurpose } from '../domain/access-token';
import { NotSignedIn } from '../domain/identity-errors';
import { Session } from '../domain/session';
import { SignedTokens } from '../tokens/signed-tokens';
import { sha256 } from './hashes';
import { User } from './identity.entities';
import { hashPassword } from './passwords';
import { SessionIssuer } from './session-issuer';
import { Sessions } from './sessions';

const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { invite: 7 * 24 * 3600, reset: 3600 };

/** What the screens say when a link cannot be used, whatever the reason. */
export const INVALID_LINK: Record<LinkPurpose, string> = {
  invite: 'Invitation link invalid or expired. Please request a new invite.',
  reset: 'Recovery link invalid or expired. Please request a new one.',
};

export interface LinkAuth {
  access_token: string;
  refresh_token: string;
}

export interface SpentLink {
  user: { id: string; email: string };
  providerId: string | null;
}

/**
 * The one-time links of invites and password resets: `<PUBLIC_URL>/<purpose>#access_token=…&
 * refresh_token=…`, as the spec's screens read them. The access token is signed for that
 * purpose only and names the user; the refresh token is the one-time secret, stored hashed.
 * Only the newest link of a door works: a newer one, or using one, ends the others.
 *
 * Plain SQL on the caller's unit of work: spending a link is one conditional UPDATE (unused, not
 * superseded, not expired), which is what makes it single use under concurrent requests.
 */
@Injectable()
export class LinkTokens {
  private readonly publicUrl: string;

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SignedTokens,
    private readonly sessions: Sessions,
    private readonly issuer: SessionIssuer,
    @Inject(CONFIG) config: Config,
  ) {
    this.publicUrl = publicUrl(config).replace(/\/$/, '');
  }

  /** A new link for the user (and, for an invite, the provider), superseding earlier ones. */
  async create(
    em: EntityManager,
    purpose: LinkPurpose,
    user: { id: string; email: string },
    providerId: string | null,
  ): Promise<string> {
    await this.supersede(em, purpose, user.id, providerId);
    const secret = randomBytes(32).toString('base64url');
    await em.execute(
      `INSERT INTO identity_link_tokens (id, purpose, user_id, provider_id, secret_hash, expires_at)
       VALUES (?, ?, ?, ?, ?, now() + make_interval(secs => ?))`,
      [randomUUID(), purpose, user.id, providerId, sha256(secret), LINK_TTL_SECONDS[purpose]],
      'run',
    );
    const accessToken = await this.tokens.signLink(user, purpose, LINK_TTL_SECONDS[purpose]);
    return `${this.publicUrl}/${purpose}#access_token=${accessToken}&refresh_token=${secret}&type=${purpose}`;
  }

  /**
   * Spends a link and signs its user in, in one transaction: sets the new password, ends the
   * user's other sessions (a password set is a fresh start), lets `finish` do what the link was
   * for, and opens a session. Any doubt about the link is the purpose's INVALID_LINK.
   */
  async redeem(
    purpose: LinkPurpose,
    auth: LinkAuth,
    password: string,
    finish: (em: EntityManager, spent: SpentLink) => Promise<void> = async () => undefined,
  ): Promise<Session> {
    const passwordHash = await hashPassword(password);
    const { session, ended } = await this.em.transactional(async (em) => {
      const spent = await this.spend(em, purpose, auth);
      const user = await em.findOneOrFail(User, spent.user.id);
      user.passwordHash = passwordHash;
      const ended = await this.sessions.end(em, { userId: spent.user.id }, 'password-set');
      await finish(em, spent);
      await em.flush();
      return { session: await this.issuer.open(em, spent.user), ended };
    });
    this.sessions.forget(ended);
    return session;
  }

  /**
   * Signs the user of a live link in without spending it (the spec's password-recovery event:
   * opening the link saves a session). The link still sets the password once, and ends every
   * session of the user when it does, this one too.
   */
  async openSession(purpose: LinkPurpose, auth: LinkAuth): Promise<Session> {
    const claims = await this.claimsOf(purpose, auth);
    return this.em.transactional(async (em) => {
      const live = await em.execute<{ id: string }[]>(
        `SELECT id FROM identity_link_tokens
          WHERE secret_hash = ? AND purpose = ? AND user_id = ?
            AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()`,
        [sha256(auth.refresh_token), purpose, claims.sub],
      );
      if (!live[0]) throw new NotSignedIn(INVALID_LINK[purpose]);
      return this.issuer.open(em, { id: claims.sub, email: claims.email });
    });
  }

  private async claimsOf(purpose: LinkPurpose, auth: LinkAuth): Promise<LinkClaims> {
    try {
      return await this.tokens.verifyLink(auth.access_token, purpose);
    } catch {
      throw new NotSignedIn(INVALID_LINK[purpose]);
    }
  }

  private async spend(em: EntityManager, purpose: LinkPurpose, auth: LinkAuth): Promise<SpentLink> {
    const claims = await this.claimsOf(purpose, auth);
    const rows = await em.execute<{ provider_id: string | null }[]>(
      `UPDATE identity_link_tokens SET used_at = now()
        WHERE secret_hash = ? AND purpose = ? AND user_id = ?
          AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()
        RETURNING provider_id`,
      [sha256(auth.refresh_token), purpose, claims.sub],
    );
    if (!rows[0]) throw new NotSignedIn(INVALID_LINK[purpose]);
    const providerId = rows[0].provider_id;
    await this.supersede(em, purpose, claims.sub, providerId);
    return { user: { id: claims.sub, email: claims.email }, providerId };
  }

  /** Ends the open links of the user for this door: a reset's, or one provider's invite. */
  private async supersede(
    em: EntityManager,
    purpose: LinkPurpose,
    userId: string,
    providerId: string | null,
  ): Promise<void> {
    await em.execute(
      `UPDATE identity_link_tokens SET superseded_at = now()
        WHERE user_id = ? AND purpose = ? AND provider_id IS NOT DISTINCT FROM ?::uuid
          AND used_at IS NULL AND superseded_at IS NULL`,
      [userId, purpose, providerId],
      'run',
    );
  }
}
