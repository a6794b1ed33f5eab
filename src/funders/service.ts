import type { Db } from '../platform/db/index.ts';
import { DomainError, notFound, validationFailed } from '../platform/errors.ts';
import { isUuid, nowIso, uuidv7 } from '../platform/ids.ts';
import type { AuthContext } from '../orgs/model.ts';
import { orgsRepository } from '../orgs/repository.ts';
import { validateFunderProfile } from './criteria.ts';
import { fundersRepository, type FunderRecord } from './repository.ts';

export function fundersService(db: Db) {
  const repo = fundersRepository(db);
  const orgs = orgsRepository(db);

  function validated(raw: unknown) {
    const result = validateFunderProfile(raw);
    if (!result.ok) throw validationFailed(result.errors, 'invalid funder profile');
    return result.value;
  }

  return {
    repo,
    async create(raw: unknown, tx: Db = db): Promise<FunderRecord> {
      const profile = validated(raw);
      const now = nowIso();
      const record = { id: uuidv7(), name: profile.name, criteria: profile.criteria, created_at: now, updated_at: now };
      await repo.insert(record, tx);
      return record;
    },
    async update(id: string, raw: unknown): Promise<FunderRecord> {
      const profile = validated(raw);
      const existing = isUuid(id) ? await repo.find(id) : undefined;
      if (!existing) throw notFound('funder');
      const record = { ...existing, name: profile.name, criteria: profile.criteria, updated_at: nowIso() };
      await repo.update(record);
      return record;
    },
    list: () => repo.list(),
    /** Replaces a broker organization's selected funders. */
    async select(orgId: string, funderIds: string[]) {
      const org = isUuid(orgId) ? await orgs.findOrg(orgId) : undefined;
      if (!org) throw notFound('organization');
      if (org.kind !== 'broker') throw validationFailed([{ field: 'org', issue: 'only a broker organization selects funders' }]);
      const ids = [...new Set(funderIds)];
      const bad = ids.filter((id) => !isUuid(id));
      if (bad.length) throw validationFailed(bad.map((id) => ({ field: 'funders', issue: `${id} is not a funder id` })));
      const found = await repo.listByIds(ids);
      const missing = ids.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw new DomainError('not_found', `unknown funder ${missing.join(', ')}`);
      await db.transaction().execute((tx) => repo.replaceSelection(orgId, ids, nowIso(), tx));
      return { org_id: orgId, funder_ids: ids };
    },
    /** The funders an organization may match against: a broker's selection, or a funder organization's own profile. */
    async availableTo(org: Pick<AuthContext, 'orgId' | 'orgKind' | 'funderId'>, tx: Db = db): Promise<FunderRecord[]> {
      if (org.orgKind === 'funder') return org.funderId ? repo.listByIds([org.funderId], tx) : [];
      return repo.listByIds(await repo.selectedIds(org.orgId, tx), tx);
    },
  };
}

export type FundersService = ReturnType<typeof fundersService>;
