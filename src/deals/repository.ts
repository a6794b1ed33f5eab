// SQL for deals. Tax IDs inside the application are encrypted before they reach the table and decrypted on read.
import type { Db, Dialect } from '../platform/db/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';
import type { DealsTable } from '../platform/db/schema.ts';

export interface DealRecord {
  id: string; org_id: string; owner: 'broker' | 'funder'; external_id: string | null; stage: string;
  auto_submit: 'auto' | 'disabled'; application: Record<string, any>; financials: Record<string, any>;
  reconciliation: Record<string, any>; review_flags: Array<{ field: string; value: string; reason: string }>;
  active_match_run_id: string | null; created_at: string; updated_at: string;
}

function mapTaxIds(app: Record<string, any>, fn: (v: string) => string): Record<string, any> {
  const out = { ...app };
  if (typeof out.business_tax_id === 'string') out.business_tax_id = fn(out.business_tax_id);
  if (Array.isArray(out.applicants)) {
    out.applicants = out.applicants.map((a: Record<string, any>) => (typeof a.tax_id === 'string' ? { ...a, tax_id: fn(a.tax_id) } : a));
  }
  return out;
}

export function dealsRepository(db: Db, dialect: Dialect, cipher: FieldCipher) {
  const toRow = (d: DealRecord): DealsTable => ({
    ...d, application: JSON.stringify(mapTaxIds(d.application, cipher.encrypt)), financials: JSON.stringify(d.financials),
    reconciliation: JSON.stringify(d.reconciliation), review_flags: JSON.stringify(d.review_flags),
  });
  const fromRow = (r: DealsTable): DealRecord => ({
    ...r, application: mapTaxIds(JSON.parse(r.application), cipher.decrypt), financials: JSON.parse(r.financials),
    reconciliation: JSON.parse(r.reconciliation), review_flags: JSON.parse(r.review_flags),
  });

  return {
    async insert(deal: DealRecord, tx: Db = db) {
      await tx.insertInto('deals').values(toRow(deal)).execute();
    },
    /** The deal if the organization owns it; `lock` takes a row lock for a read-modify-write (PostgreSQL). */
    async findOwned(id: string, orgId: string, tx: Db = db, lock = false): Promise<DealRecord | undefined> {
      let q = tx.selectFrom('deals').selectAll().where('id', '=', id).where('org_id', '=', orgId);
      if (lock && dialect === 'postgres') q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },
    async update(deal: DealRecord, tx: Db = db) {
      const { id, org_id, created_at: _created, ...rest } = toRow(deal); // created_at never changes
      await tx.updateTable('deals').set(rest).where('id', '=', id).where('org_id', '=', org_id).execute();
    },
  };
}

export type DealsRepository = ReturnType<typeof dealsRepository>;
