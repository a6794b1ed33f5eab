import type { Db } from '../platform/db/index.ts';
import type { Criterion } from './criteria.ts';

export interface FunderRecord { id: string; name: string; criteria: Criterion[]; created_at: string; updated_at: string }

const fromRow = (r: { id: string; name: string; criteria: string; created_at: string; updated_at: string }): FunderRecord =>
  ({ ...r, criteria: JSON.parse(r.criteria) as Criterion[] });

export function fundersRepository(db: Db) {
  return {
    async insert(f: FunderRecord, tx: Db = db) {
      await tx.insertInto('funders').values({ ...f, criteria: JSON.stringify(f.criteria) }).execute();
    },
    async update(f: FunderRecord, tx: Db = db) {
      await tx.updateTable('funders').set({ name: f.name, criteria: JSON.stringify(f.criteria), updated_at: f.updated_at })
        .where('id', '=', f.id).execute();
    },
    async find(id: string, tx: Db = db) {
      const r = await tx.selectFrom('funders').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? fromRow(r) : undefined;
    },
    async findByName(name: string, tx: Db = db) {
      const r = await tx.selectFrom('funders').selectAll().where('name', '=', name).orderBy('created_at').executeTakeFirst();
      return r ? fromRow(r) : undefined;
    },
    async list(tx: Db = db) {
      return (await tx.selectFrom('funders').selectAll().orderBy('name').execute()).map(fromRow);
    },
    async listByIds(ids: string[], tx: Db = db) {
      if (ids.length === 0) return [];
      return (await tx.selectFrom('funders').selectAll().where('id', 'in', ids).execute()).map(fromRow);
    },
    async selectedIds(orgId: string, tx: Db = db): Promise<string[]> {
      return (await tx.selectFrom('funder_selections').select('funder_id').where('org_id', '=', orgId).execute()).map((r) => r.funder_id);
    },
    async replaceSelection(orgId: string, funderIds: string[], at: string, tx: Db) {
      await tx.deleteFrom('funder_selections').where('org_id', '=', orgId).execute();
      if (funderIds.length) {
        await tx.insertInto('funder_selections').values(funderIds.map((funder_id) => ({ org_id: orgId, funder_id, created_at: at }))).execute();
      }
    },
  };
}

export type FundersRepository = ReturnType<typeof fundersRepository>;
