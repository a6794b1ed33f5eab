// Roles of a dashboard user in their organization (issue 23): what each may do, as the scopes a signed-in session
// carries (so the services' scope checks apply to people as they do to keys) plus the admin's own powers.
//  - viewer: reads deals, parsings and matchings; changes nothing but their own password.
//  - member: everything an underwriter does (deals, uploads, corrections, matching).
//  - admin: a member who also manages the team (invitations, roles, removals) and the settings (keys, webhooks,
//    funders, matching).
import { SCOPES, type Scope } from '../orgs/model.ts';

export const ROLES = ['admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2 };

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** A role stored by an older or hand-edited row that is none of the three counts as the least. */
export const roleOf = (value: string): Role => (isRole(value) ? value : 'viewer');

/** Whether `role` may do what needs at least `needed`. */
export const allows = (role: Role, needed: Role) => RANK[role] >= RANK[needed];

export function scopesOf(role: Role): Scope[] {
  return role === 'viewer' ? SCOPES.filter((s) => s.endsWith(':read')) : [...SCOPES];
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin: manages the team, keys and settings, and works on deals',
  member: 'Member: works on deals (uploads, corrections, matching)',
  viewer: 'Viewer: reads deals, changes nothing',
};
