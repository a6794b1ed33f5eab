// SQL for dashboard users and their sessions.
import type { Db } from '../platform/db/index.ts';
import type { UsersTable } from '../platform/db/schema.ts';

export interface SessionRow {
  user_id: string; email: string; role: string; org_id: string; kind: 'broker' | 'funder'; funder_id: string | null; org_name: string;
  csrf_token: string; expires_at: string;
}

export function usersRepository(db: Db) {
  return {
    async insert(user: UsersTable, tx: Db = db) {
      await tx.insertInto('users').values(user).execute();
    },
    findByEmail: (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    findById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    async disable(id: string, at: string) {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ disabled_at: at }).where('id', '=', id).where('disabled_at', 'is', null).execute();
        await tx.deleteFrom('user_sessions').where('user_id', '=', id).execute();
      });
    },
    /**
     * Replaces the user's password hash and ends their sessions in one transaction, so no session signed in with the
     * old password outlives the change; `keepTokenHash` is the session that made the change (it stays signed in).
     */
    async replacePassword(id: string, passwordHash: string, keepTokenHash: string | null) {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
        let sessions = tx.deleteFrom('user_sessions').where('user_id', '=', id);
        if (keepTokenHash !== null) sessions = sessions.where('token_hash', '!=', keepTokenHash);
        await sessions.execute();
      });
    },
    /** Clears `disabled_at`. Any session row left from before is deleted with it: coming back means signing in again. */
    async enable(id: string) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('user_sessions').where('user_id', '=', id).execute();
        await tx.updateTable('users').set({ disabled_at: null }).where('id', '=', id).execute();
      });
    },
    async insertSession(row: { token_hash: string; user_id: string; csrf_token: string; created_at: string; expires_at: string }) {
      await db.insertInto('user_sessions').values(row).execute();
    },
    /** The session's user and organization, if the session is current and its user enabled. */
    findSession: (tokenHash: string, now: string): Promise<SessionRow | undefined> =>
      db.selectFrom('user_sessions')
        .innerJoin('users', 'users.id', 'user_sessions.user_id')
        .innerJoin('organizations', 'organizations.id', 'users.org_id')
        .select(['users.id as user_id', 'users.email', 'users.role', 'users.org_id', 'organizations.kind', 'organizations.funder_id',
          'organizations.name as org_name', 'user_sessions.csrf_token', 'user_sessions.expires_at'])
        .where('user_sessions.token_hash', '=', tokenHash).where('user_sessions.expires_at', '>', now)
        .where('users.disabled_at', 'is', null)
        .executeTakeFirst(),
    async deleteSession(tokenHash: string) {
      await db.deleteFrom('user_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteExpiredSessions(now: string) {
      await db.deleteFrom('user_sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
