// An organization's dashboard settings (table org_settings; no row means the defaults). Read by the dashboard's
// settings page and, inside a parsing's completion, by the matching that follows an upload.
import type { Db } from '../platform/db/index.ts';
import { nowIso } from '../platform/ids.ts';
import type { Area, OrgKind } from './model.ts';

export interface OrgSettings {
  /** An upload that completes into a deal queues a match of the deal against the selected funders (on by default). */
  match_on_upload: boolean;
}

export const DEFAULT_SETTINGS: OrgSettings = { match_on_upload: true };

export function orgSettingsRepository(db: Db) {
  return {
    async get(orgId: string, tx: Db = db): Promise<OrgSettings> {
      const row = await tx.selectFrom('org_settings').select('match_on_upload').where('org_id', '=', orgId).executeTakeFirst();
      return row ? { match_on_upload: row.match_on_upload === 1 } : { ...DEFAULT_SETTINGS };
    },
    async set(orgId: string, settings: OrgSettings, tx: Db = db) {
      const values = { org_id: orgId, match_on_upload: settings.match_on_upload ? 1 : 0, updated_at: nowIso() };
      // Both databases speak ON CONFLICT ... DO UPDATE.
      await tx.insertInto('org_settings').values(values)
        .onConflict((oc) => oc.column('org_id').doUpdateSet({ match_on_upload: values.match_on_upload, updated_at: values.updated_at }))
        .execute();
    },
    /**
     * Who to match as after an upload to one of the organization's deals, inside the completing transaction: its kind
     * and funder tie, or null when the setting is off or the plan in force lacks matching.
     */
    async uploadMatcher(orgId: string, tx: Db): Promise<{ orgKind: OrgKind; funderId: string | null } | null> {
      const org = await tx.selectFrom('organizations').leftJoin('org_settings', 'org_settings.org_id', 'organizations.id')
        .select(['organizations.kind', 'organizations.funder_id', 'org_settings.match_on_upload'])
        .where('organizations.id', '=', orgId).executeTakeFirst();
      if (!org || org.match_on_upload === 0) return null;
      const plan = await tx.selectFrom('plans').select('areas').where('org_id', '=', orgId)
        .where('status', '=', 'accepted').where('effective_at', '<=', nowIso())
        .orderBy('effective_at', 'desc').orderBy('accepted_at', 'desc').executeTakeFirst();
      const areas = plan ? (JSON.parse(plan.areas) as Area[]) : [];
      return areas.includes('match') ? { orgKind: org.kind, funderId: org.funder_id } : null;
    },
  };
}

export type OrgSettingsRepository = ReturnType<typeof orgSettingsRepository>;
