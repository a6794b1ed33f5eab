import { DomainError, isOutOfSpace, notFound, validationFailed } from '../platform/errors.ts';
import { nowIso, uuidv7, isUuid } from '../platform/ids.ts';
import type { Db, Dialect } from '../platform/db/index.ts';
import type { AuthChanges } from './auth-changes.ts';
import { hashesEqual, hashKey, lookupOf, newApiKey } from './keys.ts';
import { AREAS, SCOPES, type Area, type AuthContext, type OrgKind, type Scope } from './model.ts';
import { orgsRepository, type OrgsRepository } from './repository.ts';

const TOUCH_EVERY_MS = 60_000; // last_used_at is kept to the minute, not rewritten on every request
// A resolved key is reused for a few seconds: authentication is on every request's path. Each use checks the shared
// auth version (one small indexed read): revoking a key or accepting a plan, in any process, bumps it in the same
// transaction, so the change applies to the next request everywhere.
const AUTH_TTL_MS = 5_000;
const AUTH_CACHE_MAX = 10_000;

export function parseAreas(list: string): Area[] {
  const areas = [...new Set(list.split(',').map((s) => s.trim()).filter(Boolean))];
  const bad = areas.filter((a) => !(AREAS as readonly string[]).includes(a));
  if (bad.length || areas.length === 0) {
    throw validationFailed([{ field: 'areas', issue: `must be a list of ${AREAS.join(', ')}` }]);
  }
  return areas as Area[];
}

export function parseScopes(list: string): Scope[] {
  const scopes = [...new Set(list.split(',').map((s) => s.trim()).filter(Boolean))];
  const bad = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (bad.length || scopes.length === 0) {
    throw validationFailed([{ field: 'scopes', issue: `unknown scope ${bad.join(', ')}; allowed: ${SCOPES.join(', ')}` }]);
  }
  return scopes as Scope[];
}

export function orgsService(db: Db, options: { dialect?: Dialect; changes?: (repo: OrgsRepository) => AuthChanges } = {}) {
  const repo = orgsRepository(db, options.dialect);
  const changes = options.changes?.(repo) ?? { stamp: () => repo.authVersion(), close: async () => {} };
  const cache = new Map<string, { auth: AuthContext; until: number; version: number }>();
  // The change stamp (auth-changes.ts) tells, without a query per request, whether access may have changed elsewhere.
  const currentVersion = () => changes.stamp();

  return {
    repo,
    close: () => changes.close(),
    /** Resolves once this process has heard of the next access change made elsewhere (PostgreSQL announces it after
     *  commit; SQLite's stamp sees it from the next turn of the event loop). */
    authChangeHeard: (): Promise<void> => changes.heard?.() ?? Promise.resolve(),
    async createOrg(input: { name: string; kind: OrgKind; areas?: Area[]; funderId?: string | null }) {
      if (!input.name.trim()) throw validationFailed([{ field: 'name', issue: 'must not be empty' }]);
      if (input.kind === 'funder' && !input.funderId) {
        throw validationFailed([{ field: 'funder', issue: 'a funder organization is tied to a funder profile: pass --funder' }]);
      }
      if (input.kind === 'broker' && input.funderId) {
        throw validationFailed([{ field: 'funder', issue: 'only a funder organization has a funder profile' }]);
      }
      if (input.funderId && !(isUuid(input.funderId) && await repo.funderExists(input.funderId))) throw notFound('funder');
      const now = nowIso();
      const org = { id: uuidv7(), name: input.name.trim(), kind: input.kind, funder_id: input.funderId ?? null, created_at: now };
      await db.transaction().execute(async (trx) => {
        await repo.insertOrg(org, trx);
        await repo.insertPlan(trx, { id: uuidv7(), org_id: org.id, areas: input.areas ?? [...AREAS], status: 'accepted',
          effective_at: now, accepted_at: now, created_at: now });
      });
      return org;
    },

    async proposePlan(orgId: string, areas: Area[], effective: string | null) {
      if (effective !== null && !/^\d{4}-\d{2}-\d{2}$/.test(effective)) {
        throw validationFailed([{ field: 'effective', issue: 'must be YYYY-MM-DD' }]);
      }
      await requireOrg(orgId);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await repo.supersedeProposals(trx, orgId);
        await repo.insertPlan(trx, { id: uuidv7(), org_id: orgId, areas, status: 'proposed',
          effective_at: effective ? `${effective}T00:00:00.000Z` : null, accepted_at: null, created_at: now });
      });
      return { org_id: orgId, areas, status: 'proposed' as const, effective_at: effective };
    },

    async acceptPlan(orgId: string) {
      await requireOrg(orgId);
      return db.transaction().execute(async (trx) => {
        const proposal = await repo.latestProposal(trx, orgId);
        if (!proposal) throw new DomainError('not_found', 'no proposed plan to accept');
        const now = nowIso();
        // Never effective before acceptance: a back-dated proposal takes effect when accepted.
        const effective = proposal.effective_at && proposal.effective_at > now ? proposal.effective_at : now;
        await repo.acceptPlan(trx, proposal.id, now, effective);
        await repo.bumpAuthVersion(trx);
        cache.clear();
        return { org_id: orgId, areas: JSON.parse(proposal.areas) as Area[], status: 'accepted' as const, effective_at: effective };
      });
    },

    async createKey(orgId: string, scopes: Scope[] = [...SCOPES]) {
      await requireOrg(orgId);
      const { key, lookup, hash } = newApiKey();
      const id = uuidv7();
      await repo.insertKey({ id, org_id: orgId, lookup, hash, scopes, created_at: nowIso() });
      return { key_id: id, api_key: key };
    },

    /** An organization's keys: the public lookup part, scopes and dates (the secret is never stored). */
    async listKeys(orgId: string) {
      await requireOrg(orgId);
      return (await repo.listKeys(orgId)).map((k) => ({ key_id: k.id, prefix: `mca_${k.lookup}`, scopes: JSON.parse(k.scopes) as Scope[],
        created_at: k.created_at, last_used_at: k.last_used_at, revoked_at: k.revoked_at }));
    },

    /** Revokes a key of this organization only: another organization's key is not found (the dashboard's revoke). */
    async revokeOwnedKey(orgId: string, keyId: string) {
      const key = isUuid(keyId) ? await repo.findKey(keyId) : undefined;
      if (!key || key.org_id !== orgId) throw notFound('key');
      return revoke(keyId);
    },

    async revokeKey(keyId: string) {
      if (!isUuid(keyId) || !(await repo.findKey(keyId))) throw notFound('key');
      return revoke(keyId);
    },

    /**
     * The caller behind a bearer token, or null for any key that is malformed, unknown or revoked. A key resolved
     * moments ago under the same change stamp is answered at once, not as a promise (no turn of the event loop on
     * the path of every request); otherwise, or when the stamp itself must be read (PostgreSQL, not listening), it is
     * a promise.
     */
    authenticate(token: string): AuthContext | null | Promise<AuthContext | null> {
      const lookup = lookupOf(token);
      if (!lookup) return null;
      const version = currentVersion();
      return typeof version === 'number' ? resolve(token, lookup, version) : version.then((v) => resolve(token, lookup, v));
    },
  };

  /** A cached answer under this stamp, or the key read from the database. */
  function resolve(token: string, lookup: string, version: number): AuthContext | Promise<AuthContext | null> {
    const now = Date.now();
    // Keyed by the token itself (process memory only, like the request that carries it): no hash on a hit.
    const hit = cache.get(token);
    if (hit && hit.until > now && hit.version === version) return hit.auth;
    if (hit && hit.version !== version) cache.clear();
    return load(token, lookup, version, now);
  }

  async function load(token: string, lookup: string, version: number, now: number): Promise<AuthContext | null> {
    const hash = hashKey(token);
    const row = await repo.findKeyForAuth(lookup);
    if (!row || row.revoked_at !== null || !hashesEqual(row.hash, hash)) return null;
    if (!row.last_used_at || now - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
      // Bookkeeping only: a full disk must not turn reads away.
      await repo.touchKey(row.id, new Date(now).toISOString()).catch((e: unknown) => { if (!isOutOfSpace(e)) throw e; });
    }
    const auth: AuthContext = {
      keyId: row.id, orgId: row.org_id, orgKind: row.kind, funderId: row.funder_id,
      areas: await repo.activeAreas(row.org_id, new Date(now).toISOString()), scopes: JSON.parse(row.scopes) as Scope[],
    };
    if (cache.size >= AUTH_CACHE_MAX) cache.clear();
    cache.set(token, { auth, until: now + AUTH_TTL_MS, version });
    return auth;
  }

  // Bumping the auth version in the same transaction makes the revocation apply to the next request in every process.
  async function revoke(keyId: string) {
    await db.transaction().execute(async (trx) => {
      await repo.revokeKey(keyId, nowIso(), trx);
      await repo.bumpAuthVersion(trx);
    });
    cache.clear();
    return { key_id: keyId, revoked: true };
  }

  async function requireOrg(orgId: string) {
    const org = isUuid(orgId) ? await repo.findOrg(orgId) : undefined;
    if (!org) throw notFound('organization');
    return org;
  }
}

export type OrgsService = ReturnType<typeof orgsService>;
