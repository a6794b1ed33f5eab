import { sql } from 'kysely';
import type { Db, Dialect } from '../platform/db/index.ts';
import type { Area, Organization, Scope } from './model.ts';

export function orgsRepository(db: Db, dialect: Dialect = 'sqlite') {
  return {
    async insertOrg(org: Organization, tx: Db = db) {
      await tx.insertInto('organizations').values(org).execute();
    },
    async countOrgs(): Promise<number> {
      const r = await db.selectFrom('organizations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      return Number(r?.n ?? 0);
    },
    /** Whether a funder profile exists (a funder organization is tied to one). */
    async funderExists(id: string): Promise<boolean> {
      return Boolean(await db.selectFrom('funders').select('id').where('id', '=', id).executeTakeFirst());
    },
    findOrg: (id: string) => db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst(),
    findOrgByName: (name: string, kind: 'broker' | 'funder') =>
      db.selectFrom('organizations').selectAll().where('name', '=', name).where('kind', '=', kind)
        .orderBy('created_at').executeTakeFirst(),

    async insertPlan(tx: Db, plan: { id: string; org_id: string; areas: Area[]; status: 'proposed' | 'accepted';
      effective_at: string | null; accepted_at: string | null; created_at: string }) {
      await tx.insertInto('plans').values({ ...plan, areas: JSON.stringify(plan.areas) }).execute();
    },
    latestProposal: (tx: Db, orgId: string) =>
      tx.selectFrom('plans').selectAll().where('org_id', '=', orgId).where('status', '=', 'proposed')
        .orderBy('created_at', 'desc').executeTakeFirst(),
    async supersedeProposals(tx: Db, orgId: string) {
      await tx.updateTable('plans').set({ status: 'superseded' }).where('org_id', '=', orgId)
        .where('status', '=', 'proposed').execute();
    },
    async acceptPlan(tx: Db, id: string, acceptedAt: string, effectiveAt: string) {
      await tx.updateTable('plans').set({ status: 'accepted', accepted_at: acceptedAt, effective_at: effectiveAt })
        .where('id', '=', id).execute();
    },
    /** The plan in force: the accepted plan that took effect last, at or before `now`. */
    async activeAreas(orgId: string, now: string): Promise<Area[]> {
      const row = await db.selectFrom('plans').select('areas').where('org_id', '=', orgId)
        .where('status', '=', 'accepted').where('effective_at', '<=', now)
        .orderBy('effective_at', 'desc').orderBy('accepted_at', 'desc').executeTakeFirst();
      return row ? (JSON.parse(row.areas) as Area[]) : [];
    },

    async insertKey(key: { id: string; org_id: string; lookup: string; hash: string; scopes: Scope[]; created_at: string }) {
      await db.insertInto('api_keys').values({ ...key, scopes: JSON.stringify(key.scopes), revoked_at: null, last_used_at: null }).execute();
    },
    findKeyForAuth: (lookup: string) =>
      db.selectFrom('api_keys').innerJoin('organizations', 'organizations.id', 'api_keys.org_id')
        .select(['api_keys.id', 'api_keys.hash', 'api_keys.scopes', 'api_keys.revoked_at', 'api_keys.last_used_at',
          'organizations.id as org_id', 'organizations.kind', 'organizations.funder_id'])
        .where('api_keys.lookup', '=', lookup).executeTakeFirst(),
    async revokeKey(id: string, at: string, tx: Db = db): Promise<boolean> {
      const r = await tx.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id)
        .where('revoked_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    findKey: (id: string) => db.selectFrom('api_keys').select(['id', 'org_id', 'revoked_at']).where('id', '=', id).executeTakeFirst(),
    /** An organization's keys, newest first: what the settings page lists (never the hash). */
    listKeys: (orgId: string) =>
      db.selectFrom('api_keys').select(['id', 'lookup', 'scopes', 'created_at', 'last_used_at', 'revoked_at'])
        .where('org_id', '=', orgId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    /** The version every cached authentication is checked against (migrations/0005_auth_version.ts). */
    async authVersion(): Promise<number> {
      const row = await db.selectFrom('auth_state').select('version').where('id', '=', 1).executeTakeFirst();
      return row?.version ?? 0;
    },
    /** Access may have changed: the version row for readers that poll, a NOTIFY (on commit) for listeners. */
    async bumpAuthVersion(tx: Db) {
      await tx.updateTable('auth_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
      if (dialect === 'postgres') await sql`select pg_notify('mca_auth', '')`.execute(tx);
    },
    async touchKey(id: string, at: string) {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}

export type OrgsRepository = ReturnType<typeof orgsRepository>;
