// The role check of every dashboard route (issue 23): one rule for all routes, so a new page is covered without
// remembering to add a check. Reading needs a viewer; any change needs a member; the settings (keys, webhooks,
// funders, matching) and the team's changes need an admin. The services check again where they can (scopes of the
// role for deal writes, admin for team changes), so the rule is not the only guard.
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../platform/errors.ts';
import { allows, type Role } from '../teams/roles.ts';

/** Changes any signed-in user may make to their own session or account. */
const OWN_CHANGES = new Set(['/app/logout', '/app/account/password']);

export function neededRole(method: string, url: string): Role {
  const read = method === 'GET' || method === 'HEAD';
  if (url === '/app/settings' || url.startsWith('/app/settings/')) return 'admin';
  if (url.startsWith('/app/team/')) return read ? 'viewer' : 'admin';
  if (read) return url === '/app/upload' ? 'member' : 'viewer';
  return OWN_CHANGES.has(url) ? 'viewer' : 'member';
}

const WHAT: Record<Role, string> = { admin: 'an admin', member: 'a member or an admin', viewer: 'a viewer' };

/** Whether the signed-in user may change things (a member or an admin): pages leave out forms a viewer cannot use. */
export const canChange = (request: FastifyRequest) => !!request.session && allows(request.session.role, 'member');

/** The dashboard's preHandler: a signed-in user whose role is below what the route needs gets the 403 page. */
export function checkRole(request: FastifyRequest) {
  const session = request.session;
  if (!session || request.routeOptions.config.signedOut || !request.routeOptions.url) return;
  const needed = neededRole(request.method, request.routeOptions.url);
  if (!allows(session.role, needed)) {
    throw new DomainError('insufficient_scope', `your role in ${session.orgName} is ${session.role}; this needs ${WHAT[needed]} (an admin of your team can change your role)`);
  }
}
