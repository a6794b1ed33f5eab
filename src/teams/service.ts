// Teams: an organization's admin invites teammates by a one-time link (no mail server: the link is shown to the
// admin once), sets their roles and removes them; every change goes to the organization's team log. No HTTP here:
// the dashboard and bin/mca call these.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/index.ts';
import { DomainError, notFound, validationFailed } from '../platform/errors.ts';
import { isUuid, nowIso, uuidv7 } from '../platform/ids.ts';
import type { OrgsRepository } from '../orgs/repository.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../users/passwords.ts';
import { EMAIL, type UsersService } from '../users/service.ts';
import { allows, isRole, ROLES, roleOf, type Role } from './roles.ts';
import { teamsRepository } from './repository.ts';

/** How long an invitation link can be used: long enough for a weekend, short enough that a forgotten one dies. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_PREFIX = 'inv_';

/** Who makes a change: a signed-in user (with their role) or the operator on the command line. */
export type Actor = { orgId: string; userId: string; role: Role } | { orgId: string; operator: true };

const actorId = (a: Actor) => ('operator' in a ? 'operator' : `user:${a.userId}`);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** One answer for a link that is unknown, used, revoked or expired: the link tells nothing about which. */
const invalidLink = () => new DomainError('not_found', 'this invitation link is not valid: it was used, withdrawn or has expired; ask for a new one');

export function teamsService(deps: { db: Db; orgs: OrgsRepository; users: UsersService; dashboardUrl: string }) {
  const { db } = deps;
  const repo = teamsRepository(db);

  function requireAdmin(actor: Actor) {
    if (!('operator' in actor) && !allows(actor.role, 'admin')) {
      throw new DomainError('insufficient_scope', 'only an admin of the organization manages its team');
    }
  }
  function parseRole(value: unknown): Role {
    if (!isRole(value)) throw validationFailed([{ field: 'role', issue: `must be one of ${ROLES.join(', ')}` }]);
    return value;
  }
  /** A member of the actor's organization (another organization's user is not found). */
  async function memberOf(actor: Actor, userId: string, tx: Db = db) {
    const user = isUuid(userId) ? await repo.member(actor.orgId, userId, tx) : undefined;
    if (!user) throw notFound('member');
    return user;
  }
  /** The last enabled admin stays: an organization nobody can manage would need the operator to recover. */
  async function keepAnAdmin(orgId: string, user: { role: string; disabled_at: string | null }, tx: Db) {
    if (user.role === 'admin' && user.disabled_at === null && (await repo.adminCount(orgId, tx)) <= 1) {
      throw validationFailed([{ field: 'role', issue: 'the organization needs at least one admin: make someone else admin first' }]);
    }
  }
  const log = (tx: Db, actor: Actor, type: string, data: Record<string, unknown>) =>
    repo.log(tx, { id: uuidv7(), org_id: actor.orgId, type, data, actor: actorId(actor), created_at: nowIso() });

  /** What an invitation link offers (organization, e-mail, role), if it can still be accepted. */
  async function invitation(token: string) {
    const inv = token.startsWith(TOKEN_PREFIX) && token.length <= 100 ? await repo.invitationByToken(hashToken(token), nowIso()) : undefined;
    if (!inv) throw invalidLink();
    return { org_name: inv.org_name, email: inv.email, role: roleOf(inv.role) };
  }

  return {
    repo,
    invitation,
    /** Members (removed ones too, marked), pending invitations and the latest team log entries. */
    async team(orgId: string, options: { logLimit?: number } = {}) {
      const now = nowIso();
      const [members, invitations, log] = await Promise.all([repo.members(orgId), repo.pendingInvitations(orgId, now),
        repo.audit(orgId, options.logLimit ?? 50)]);
      return {
        members: members.map((m) => ({ user_id: m.id, email: m.email, role: roleOf(m.role), removed: m.disabled_at !== null, joined_at: m.created_at })),
        invitations: invitations.map((i) => ({ invitation_id: i.id, email: i.email, role: roleOf(i.role), created_at: i.created_at, expires_at: i.expires_at })),
        log,
      };
    },

    /** A new invitation; the link (with its token) is returned once, only the token's SHA-256 is stored. */
    async invite(actor: Actor, input: { email: string; role: unknown }) {
      requireAdmin(actor);
      const email = input.email.trim().toLowerCase();
      const issues = [];
      if (!EMAIL.test(email)) issues.push({ field: 'email', issue: 'must be an e-mail address' });
      if (!isRole(input.role)) issues.push({ field: 'role', issue: `must be one of ${ROLES.join(', ')}` });
      if (issues.length) throw validationFailed(issues);
      if (!isUuid(actor.orgId) || !(await deps.orgs.findOrg(actor.orgId))) throw notFound('organization');
      // An e-mail signs in to one account (users.email is unique): an existing one cannot accept.
      if (await repo.emailTaken(email)) throw validationFailed([{ field: 'email', issue: 'already has an account' }]);
      const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const now = Date.now();
      const row = { id: uuidv7(), org_id: actor.orgId, email, role: input.role as Role, token_hash: hashToken(token),
        invited_by: actorId(actor), created_at: new Date(now).toISOString(), expires_at: new Date(now + INVITATION_TTL_MS).toISOString(),
        accepted_at: null, accepted_user_id: null, revoked_at: null };
      await db.transaction().execute(async (tx) => {
        await repo.insertInvitation(tx, row);
        await log(tx, actor, 'invited', { email, role: row.role, invitation_id: row.id });
      });
      return { invitation_id: row.id, email, role: row.role, expires_at: row.expires_at, link: `${deps.dashboardUrl}/invite/${token}` };
    },

    async revokeInvitation(actor: Actor, invitationId: string) {
      requireAdmin(actor);
      await db.transaction().execute(async (tx) => {
        const inv = isUuid(invitationId) ? await repo.pendingInvitation(actor.orgId, invitationId, nowIso(), tx) : undefined;
        if (!inv) throw notFound('invitation');
        await repo.revokeInvitation(tx, inv.id, nowIso());
        await log(tx, actor, 'invitation_withdrawn', { email: inv.email, role: inv.role, invitation_id: inv.id });
      });
      return { invitation_id: invitationId, revoked: true };
    },

    /**
     * The invitee chooses a password and becomes a member with the invited role, in one transaction that uses the
     * invitation up (a second acceptance, even a concurrent one, finds it used). Returns a new session's token.
     */
    async accept(token: string, input: { password: string; confirmation: string }) {
      const issues = [];
      if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH) {
        issues.push({ field: 'password', issue: `must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters` });
      }
      if (input.confirmation !== input.password) issues.push({ field: 'confirmation', issue: 'does not match the password' });
      await invitation(token); // an unusable link is refused before any password is looked at
      if (issues.length) throw validationFailed(issues);
      const passwordHash = await deps.users.hashPassword(input.password);
      const user = await db.transaction().execute(async (tx) => {
        const now = nowIso();
        const inv = await repo.invitationByToken(hashToken(token), now, tx);
        if (!inv) throw invalidLink();
        const id = uuidv7();
        if (!(await repo.markAccepted(tx, inv.id, id, now))) throw invalidLink();
        if (await repo.emailTaken(inv.email, tx)) throw validationFailed([{ field: 'email', issue: 'already has an account; sign in instead' }]);
        await deps.users.repo.insert({ id, org_id: inv.org_id, email: inv.email, password_hash: passwordHash, disabled_at: null,
          created_at: now, role: roleOf(inv.role) }, tx);
        await repo.log(tx, { id: uuidv7(), org_id: inv.org_id, type: 'joined', data: { email: inv.email, role: inv.role, invitation_id: inv.id },
          actor: `user:${id}`, created_at: now });
        return { user_id: id, email: inv.email, org_id: inv.org_id, role: roleOf(inv.role) };
      });
      const session = await deps.users.openSession(user.user_id);
      return { ...user, session };
    },

    /** Changes a member's role; takes effect on their next request (the session reads the role each time). */
    async setRole(actor: Actor, userId: string, roleInput: unknown) {
      requireAdmin(actor);
      const role = parseRole(roleInput);
      return db.transaction().execute(async (tx) => {
        const user = await memberOf(actor, userId, tx);
        if (user.role !== role) {
          if (role !== 'admin') await keepAnAdmin(actor.orgId, user, tx);
          await repo.setRole(tx, user.id, role);
          await log(tx, actor, 'role_changed', { email: user.email, user_id: user.id, before: user.role, after: role });
        }
        return { user_id: user.id, email: user.email, role };
      });
    },

    /** Removes a member: they can no longer sign in and their sessions end (the user row stays for the logs). */
    async remove(actor: Actor, userId: string) {
      requireAdmin(actor);
      const user = await db.transaction().execute(async (tx) => {
        const u = await memberOf(actor, userId, tx);
        if (u.disabled_at !== null) return u;
        await keepAnAdmin(actor.orgId, u, tx);
        await repo.disableMember(tx, u.id, nowIso());
        await log(tx, actor, 'removed', { email: u.email, user_id: u.id, role: u.role });
        return u;
      });
      return { user_id: user.id, email: user.email, removed: true };
    },
  };
}

export type TeamsService = ReturnType<typeof teamsService>;
