import { EntitySchema } from '@mikro-orm/core';

/** Someone who can sign in, or who was invited and has not set a password yet. */
export class User {
  id!: string;
  email!: string;
  /** The email trimmed and lower-cased: unique, what sign-in looks up. */
  emailNormalized!: string;
  /** Argon2id; null until an invited user sets a password. */
  passwordHash: string | null = null;
  /** The language chosen for the app's screens (domain/language.ts); null: none chosen. */
  language: string | null = null;
  createdAt: Date = new Date();
}

/** A supplier's business, named at sign-up. */
export class Provider {
  id!: string;
  name!: string;
  email: string | null = null;
  createdAt: Date = new Date();
}

/** A user's place in a provider's team. The owner is the member nobody invited. */
export class Membership {
  id!: string;
  providerId!: string;
  userId!: string;
  invitedBy: string | null = null;
  active = true;
  permissionsDenied: string[] = [];
  invitedAt: Date = new Date();
  /** When the invite was accepted (the owner's at sign-up); null while pending. */
  acceptedAt: Date | null = null;
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'identity_users',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'text' },
    emailNormalized: { type: 'text', unique: true },
    passwordHash: { type: 'text', nullable: true },
    language: { type: 'text', nullable: true },
    createdAt: { type: 'Date' },
  },
});

export const ProviderSchema = new EntitySchema<Provider>({
  class: Provider,
  tableName: 'identity_providers',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    email: { type: 'text', nullable: true },
    createdAt: { type: 'Date' },
  },
});

export const MembershipSchema = new EntitySchema<Membership>({
  class: Membership,
  tableName: 'identity_memberships',
  properties: {
    id: { type: 'uuid', primary: true },
    providerId: { type: 'uuid' },
    userId: { type: 'uuid' },
    invitedBy: { type: 'uuid', nullable: true },
    active: { type: 'boolean' },
    permissionsDenied: { type: 'text[]' },
    invitedAt: { type: 'Date' },
    acceptedAt: { type: 'Date', nullable: true },
  },
});

export const identityEntities = [UserSchema, ProviderSchema, MembershipSchema];

/** The signup's unique key: an email registered twice breaks it. */
export const UNIQUE_EMAIL = 'identity_users_email_normalized_key';
