import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

/** Members. E-mail is unique whatever its case; `username` is the lowercased e-mail (docs/product.md#sign-up). */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    accountStatus: text('account_status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    blockedReason: text('blocked_reason'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    city: text('city'),
    country: text('country'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Set when the member deleted their account (docs/product.md#account-page): the row stays, anonymised,
     * for the payments and memberships that reference it, and can never sign in.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when the owner first proves the address (verification or reset link): whoever signed up may not
     * have been the owner, so /account asks them to check the name and phone until they save the profile
     * (docs/product.md#account-page, docs/decisions/024-shared-phone-privacy.md).
     */
    detailsCheckRequestedAt: timestamp('details_check_requested_at', { withTimezone: true }),
    /**
     * The terms and privacy versions the member accepted at sign-up, and when (docs/product.md#sign-up-consent);
     * null for accounts made before sign-up asked.
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * The member's language (docs/product.md#languages): set at sign-up from the page's language, changed by
     * the language switch; e-mails are written in it and the app moves to it after sign-in
     * (docs/decisions/058-choosing-the-language.md).
     */
    locale: text('locale', { enum: ['en', 'sw'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(t.username),
    // The administrator's member list: newest first, paged; a substring search over e-mail and name
    // (trigram index, docs/decisions/017-admin-console.md); the blocked users on their own.
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_search_trgm_idx').using('gin', sql`lower(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_blocked_idx')
      .on(t.blockedAt.desc())
      .where(sql`${t.accountStatus} = 'blocked'`),
    check('users_account_status_check', sql`${t.accountStatus} in ('active', 'blocked')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'sw')`),
  ],
);

/** Administrators sign in separately from members (docs/product.md#administrators). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admins_username_lower_key').on(sql`lower(${t.username})`)],
);

/**
 * Member cookies and administrator bearer tokens. Only a SHA-256 of the token is stored, so a leaked
 * table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_admin_id_idx').on(t.adminId),
    check(
      'sessions_owner_check',
      sql`(${t.kind} = 'user' and ${t.userId} is not null and ${t.adminId} is null) or (${t.kind} = 'admin' and ${t.adminId} is not null and ${t.userId} is null)`,
    ),
  ],
);

/** Single-use links sent by e-mail: address verification and password reset. Stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

/** Who did what, when and why, in the administrator's area — failed and successful sign-ins included. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** ISO 3166-1 alpha-2 code of the request's address (never the address itself); null when unknown. */
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_created_at_idx').on(t.createdAt),
    index('admin_audit_target_user_idx').on(t.targetUserId, t.createdAt),
    index('admin_audit_action_idx').on(t.action, t.createdAt),
  ],
);
