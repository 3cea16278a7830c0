import type { Kysely } from 'kysely';
import { precompileQuery } from '../../db/precompiled-query.js';
import { toIsoTimestamp, type AdminsTable, type Database } from '../../db/schema.js';

/** An admin session joined with its admin. */
export interface AdminSessionRow {
  admin_id: string;
  username: string;
  expires_at: string;
}

/** All SQL of admins and their sessions. */
export interface AuthRepository {
  countAdmins(): Promise<number>;
  findAdminByUsername(username: string): Promise<AdminsTable | undefined>;
  findAdminById(adminId: string): Promise<AdminsTable | undefined>;
  /** Inserts the admin unless one with that username exists; true when this call created it. */
  insertAdminIfAbsent(admin: AdminsTable): Promise<boolean>;
  insertToken(token: {
    token_digest: string;
    admin_id: string;
    expires_at: Date;
    created_at: Date;
  }): Promise<void>;
  findSessionByTokenDigest(tokenDigest: string): Promise<AdminSessionRow | undefined>;
  deleteToken(tokenDigest: string): Promise<void>;
  /**
   * Changes username and/or password hash, bumps `credential_version` and deletes every session of
   * the admin, in one transaction (api.md §3.1: a change revokes every admin token).
   */
  updateCredentialsAndRevokeTokens(
    adminId: string,
    changes: { username?: string; password_hash?: string },
    now: Date,
  ): Promise<void>;
  deleteExpiredTokens(now: Date): Promise<number>;
}

const TOKEN_DIGEST_PLACEHOLDER = { tokenDigest: '\u0000tokenDigest' };

export function createAuthRepository(db: Kysely<Database>): AuthRepository {
  // Every admin request resolves its session: compiled once (design.md §7).
  const sessionByDigest = precompileQuery(
    db,
    db
      .selectFrom('admin_tokens')
      .innerJoin('admins', 'admins.id', 'admin_tokens.admin_id')
      .select(['admin_tokens.admin_id', 'admins.username', 'admin_tokens.expires_at'])
      .where('admin_tokens.token_digest', '=', TOKEN_DIGEST_PLACEHOLDER.tokenDigest),
    TOKEN_DIGEST_PLACEHOLDER,
  );

  return {
    async countAdmins() {
      const row = await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    findAdminByUsername: (username) =>
      db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst(),

    findAdminById: (adminId) =>
      db.selectFrom('admins').selectAll().where('id', '=', adminId).executeTakeFirst(),

    async insertAdminIfAbsent(admin) {
      const result = await db
        .insertInto('admins')
        .values(admin)
        .onConflict((conflict) => conflict.column('username').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async insertToken(token) {
      await db
        .insertInto('admin_tokens')
        .values({
          token_digest: token.token_digest,
          admin_id: token.admin_id,
          expires_at: toIsoTimestamp(token.expires_at),
          created_at: toIsoTimestamp(token.created_at),
        })
        .execute();
    },

    findSessionByTokenDigest: async (tokenDigest) => (await sessionByDigest.execute({ tokenDigest }))[0],

    async deleteToken(tokenDigest) {
      await db.deleteFrom('admin_tokens').where('token_digest', '=', tokenDigest).execute();
    },

    async updateCredentialsAndRevokeTokens(adminId, changes, now) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admins')
          .set((eb) => ({
            ...changes,
            credential_version: eb('credential_version', '+', 1),
            updated_at: toIsoTimestamp(now),
          }))
          .where('id', '=', adminId)
          .execute();
        await trx.deleteFrom('admin_tokens').where('admin_id', '=', adminId).execute();
      });
    },

    async deleteExpiredTokens(now) {
      const result = await db
        .deleteFrom('admin_tokens')
        .where('expires_at', '<=', toIsoTimestamp(now))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
