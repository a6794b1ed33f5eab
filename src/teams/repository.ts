// SQL for teams: an organization's members (users), its invitations and its team log. Every read and change is
// scoped to the organization, so an id of another organization's user or invitation is simply not found.
import type { Db } from '../platform/db/index.ts';
import type { OrgInvitationsTable } from '../platform/db/schema.ts';

export interface AuditEntry { id: string; type: string; data: Record<string, unknown>; actor: string; by: string; created_at: string }

export function teamsRepository(db: Db) {
  return {
    members: (orgId: string) => db.selectFrom('users').select(['id', 'email', 'role', 'disabled_at', 'created_at'])
      .where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute(),
    member: (orgId: string, userId: string, tx: Db = db) => tx.selectFrom('users').select(['id', 'email', 'role', 'disabled_at'])
      .where('org_id', '=', orgId).where('id', '=', userId).executeTakeFirst(),
    /** Enabled admins of the organization (the last one may not be demoted or removed). */
    async adminCount(orgId: string, tx: Db = db): Promise<number> {
      const r = await tx.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('org_id', '=', orgId)
        .where('role', '=', 'admin').where('disabled_at', 'is', null).executeTakeFirst();
      return Number(r?.n ?? 0);
    },
    async setRole(tx: Db, userId: string, role: string) {
      await tx.updateTable('users').set({ role }).where('id', '=', userId).execute();
    },
    async emailTaken(email: string, tx: Db = db): Promise<boolean> {
      return Boolean(await tx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());
    },
    /** A removed member cannot sign in, and their sessions end with the change. */
    async disableMember(tx: Db, userId: string, at: string) {
      await tx.updateTable('users').set({ disabled_at: at }).where('id', '=', userId).where('disabled_at', 'is', null).execute();
      await tx.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
    },
    async insertInvitation(tx: Db, row: OrgInvitationsTable) {
      await tx.insertInto('org_invitations').values(row).execute();
    },
    /** Invitations not accepted, revoked or expired, newest first. */
    pendingInvitations: (orgId: string, now: string) => db.selectFrom('org_invitations')
      .select(['id', 'email', 'role', 'created_at', 'expires_at']).where('org_id', '=', orgId)
      .where('accepted_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', now)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    pendingInvitation: (orgId: string, id: string, now: string, tx: Db = db) => tx.selectFrom('org_invitations')
      .select(['id', 'email', 'role']).where('org_id', '=', orgId).where('id', '=', id)
      .where('accepted_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirst(),
    /** The invitation behind a link, if it can still be accepted, with its organization's name. */
    invitationByToken: (tokenHash: string, now: string, tx: Db = db) => tx.selectFrom('org_invitations')
      .innerJoin('organizations', 'organizations.id', 'org_invitations.org_id')
      .select(['org_invitations.id', 'org_invitations.org_id', 'org_invitations.email', 'org_invitations.role',
        'org_invitations.invited_by', 'organizations.name as org_name'])
      .where('org_invitations.token_hash', '=', tokenHash).where('org_invitations.accepted_at', 'is', null)
      .where('org_invitations.revoked_at', 'is', null).where('org_invitations.expires_at', '>', now).executeTakeFirst(),
    /** Marks the invitation used; false when another request used, revoked or outlived it first (single use). */
    async markAccepted(tx: Db, id: string, userId: string, now: string): Promise<boolean> {
      const r = await tx.updateTable('org_invitations').set({ accepted_at: now, accepted_user_id: userId })
        .where('id', '=', id).where('accepted_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async revokeInvitation(tx: Db, id: string, now: string) {
      await tx.updateTable('org_invitations').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },
    async log(tx: Db, entry: { id: string; org_id: string; type: string; data: Record<string, unknown>; actor: string; created_at: string }) {
      await tx.insertInto('org_audit').values({ ...entry, data: JSON.stringify(entry.data) }).execute();
    },
    /** The team log, newest first; the actor named by the e-mail of a user of the same organization. */
    async audit(orgId: string, limit: number): Promise<AuditEntry[]> {
      const rows = await db.selectFrom('org_audit').selectAll().where('org_id', '=', orgId)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      const ids = [...new Set(rows.map((r) => r.actor).filter((a) => a.startsWith('user:')).map((a) => a.slice(5)))];
      const users = ids.length ? await db.selectFrom('users').select(['id', 'email']).where('org_id', '=', orgId).where('id', 'in', ids).execute() : [];
      const emails = new Map(users.map((u) => [`user:${u.id}`, u.email]));
      return rows.map((r) => ({ id: r.id, type: r.type, data: JSON.parse(r.data) as Record<string, unknown>, actor: r.actor,
        by: emails.get(r.actor) ?? (r.actor === 'operator' ? 'An operator (mca)' : 'A former user'), created_at: r.created_at }));
    },
  };
}

export type TeamsRepository = ReturnType<typeof teamsRepository>;
