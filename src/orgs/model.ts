export const AREAS = ['deals', 'parse', 'match'] as const;
export type Area = (typeof AREAS)[number];

export const SCOPES = ['deals:read', 'deals:write', 'parse:read', 'parse:write', 'match:read', 'match:write'] as const;
export type Scope = (typeof SCOPES)[number];

export type OrgKind = 'broker' | 'funder';

/** Who is calling: resolved from the API key on every request. */
export interface AuthContext {
  keyId: string;
  orgId: string;
  orgKind: OrgKind;
  funderId: string | null;
  areas: Area[];      // from the organization's active, accepted plan
  scopes: Scope[];    // from the key
}

export interface Organization { id: string; name: string; kind: OrgKind; funder_id: string | null; created_at: string }
export interface Plan { org_id: string; areas: Area[]; status: 'proposed' | 'accepted' | 'superseded'; effective_at: string | null }
