// Dashboard users: people who belong to one organization and sign in with an e-mail and a password. A signed-in user
// acts for the organization within its plan's areas and the scopes of their role (src/teams/roles.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/index.ts';
import { DomainError, notFound, validationFailed } from '../platform/errors.ts';
import { isUuid, nowIso, uuidv7 } from '../platform/ids.ts';
import type { AuthContext } from '../orgs/model.ts';
import { roleOf, scopesOf, type Role } from '../teams/roles.ts';
import type { OrgsRepository } from '../orgs/repository.ts';
import { decoyHash, generatePassword, hashPassword as hashWith, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_PARAMS, verifyPassword,
  type ScryptParams } from './passwords.ts';
import { usersRepository } from './repository.ts';
import { SignInThrottle } from './throttle.ts';

/** A session lasts this long from sign-in, whatever its use (a stolen cookie is not good forever). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export { SIGN_IN_THROTTLE, ThrottledError } from './throttle.ts';

export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

export interface Session { auth: AuthContext; userId: string; email: string; role: Role; orgName: string; csrfToken: string }

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The creation rules for a password (length only: a generated one is 24 characters), as a field issue or null. */
const passwordIssue = (password: string): string | null =>
  password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH
    ? `must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters` : null;

/** `passwordParams`: the cost of new password hashes (the product's unless a test asks for a lighter one). */
export function usersService(db: Db, orgs: OrgsRepository, passwordParams: ScryptParams = PASSWORD_PARAMS) {
  const repo = usersRepository(db);
  const hashPassword = (password: string) => hashWith(password, passwordParams);
  const decoy = decoyHash(passwordParams);
  // Failed attempts and the addresses each account signed in from, in process memory (throttle.ts).
  const throttle = new SignInThrottle();

  async function findUser(idOrEmail: string) {
    const user = isUuid(idOrEmail) ? await repo.findById(idOrEmail) : await repo.findByEmail(idOrEmail.trim().toLowerCase());
    if (!user) throw notFound('user');
    return user;
  }

  /** The cookie token is returned once; only its hash is stored. */
  async function openSession(userId: string, now: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now + SESSION_TTL_MS);
    await repo.insertSession({ token_hash: hashToken(token), user_id: userId, csrf_token: randomBytes(24).toString('base64url'),
      created_at: new Date(now).toISOString(), expires_at: expiresAt.toISOString() });
    return { token, expiresAt };
  }

  return {
    repo,
    /** A new password's hash, at this service's cost (an invitation accepted: src/teams). */
    hashPassword,
    /** A user made by the operator: admin unless told otherwise (the first user of an organization runs it). */
    async create(input: { orgId: string; email: string; password?: string; role?: Role }) {
      const email = input.email.trim().toLowerCase();
      if (!EMAIL.test(email)) throw validationFailed([{ field: 'email', issue: 'must be an e-mail address' }]);
      const password = input.password ?? generatePassword();
      const issue = passwordIssue(password);
      if (issue) throw validationFailed([{ field: 'password', issue }]);
      if (!isUuid(input.orgId) || !(await orgs.findOrg(input.orgId))) throw notFound('organization');
      if (await repo.findByEmail(email)) throw validationFailed([{ field: 'email', issue: 'a user with this e-mail exists' }]);
      const user = { id: uuidv7(), org_id: input.orgId, email, password_hash: await hashPassword(password), disabled_at: null, created_at: nowIso(),
        role: input.role ?? 'admin' };
      await repo.insert(user);
      return { user_id: user.id, email, role: user.role, password };
    },

    async disable(idOrEmail: string) {
      const user = await findUser(idOrEmail);
      await repo.disable(user.id, nowIso());
      return { user_id: user.id, email: user.email, disabled: true };
    },

    /** Lets a disabled user sign in again. Their sessions ended when they were disabled and stay ended. */
    async enable(idOrEmail: string) {
      const user = await findUser(idOrEmail);
      if (user.disabled_at !== null) await repo.enable(user.id);
      return { user_id: user.id, email: user.email, disabled: false };
    },

    /**
     * An operator sets a new password (the one given, or a generated one, returned once) and ends every session of
     * the user. A disabled user stays disabled. Failed sign-ins counted by a running server are not forgotten: they
     * live in that process (docs/dashboard.md).
     */
    async resetPassword(idOrEmail: string, given?: string) {
      const password = given ?? generatePassword();
      const issue = passwordIssue(password);
      if (issue) throw validationFailed([{ field: 'password', issue }]);
      const user = await findUser(idOrEmail);
      await repo.replacePassword(user.id, await hashPassword(password), null);
      return { user_id: user.id, email: user.email, password };
    },

    /**
     * A signed-in user changes their own password. A wrong current password counts as a failed sign-in for the
     * user's e-mail and the client's address, and the same limits refuse further tries, so a stolen session is no
     * faster a way to guess the password than the sign-in page. On success the hash is replaced and every other
     * session of the user ends (one transaction); the session that made the change stays.
     */
    async changePassword(token: string, input: { current: string; next: string; confirmation: string }, address: string) {
      const now = Date.now();
      const session = token && token.length <= 100 ? await repo.findSession(hashToken(token), new Date(now).toISOString()) : undefined;
      const user = session ? await repo.findById(session.user_id) : undefined;
      if (!user || user.disabled_at !== null) throw new DomainError('unauthorized', 'the session has ended; sign in again');
      throttle.check(user.email, address, now);
      // The new password is checked against what was typed as the current one, never against the stored hash: that
      // would be a second, unthrottled way to test a guess.
      const issues: { field: string; issue: string }[] = [];
      const issue = passwordIssue(input.next);
      if (issue) issues.push({ field: 'new_password', issue });
      else if (input.next.normalize('NFKC') === input.current.normalize('NFKC')) issues.push({ field: 'new_password', issue: 'must differ from the current password' });
      if (input.confirmation !== input.next) issues.push({ field: 'confirmation', issue: 'does not match the new password' });
      if (issues.length) throw validationFailed(issues);
      if (!(await verifyPassword(input.current, user.password_hash))) {
        throttle.failed(user.email, address, now);
        throw validationFailed([{ field: 'current_password', issue: 'is wrong' }]);
      }
      await repo.replacePassword(user.id, await hashPassword(input.next), hashToken(token));
      throttle.succeeded(user.email, address);
      return { user_id: user.id, email: user.email };
    },

    /**
     * Checks an e-mail and password; on success a new session (the cookie token is returned once, only its hash is
     * stored). A try before the throttle's wait is over: `rate_limited` (ThrottledError), before any password is checked.
     */
    async signIn(emailRaw: string, password: string, address: string): Promise<{ token: string; expiresAt: Date }> {
      const email = emailRaw.trim().toLowerCase();
      const now = Date.now();
      throttle.check(email, address, now);
      const user = EMAIL.test(email) ? await repo.findByEmail(email) : undefined;
      // The same work whether or not the user exists, so the answer's timing tells nothing.
      const ok = await verifyPassword(password, user?.password_hash ?? decoy);
      if (!user || !ok || user.disabled_at !== null) {
        throttle.failed(email, address, now);
        throw new DomainError('unauthorized', 'e-mail or password is wrong');
      }
      throttle.succeeded(email, address);
      return openSession(user.id, now);
    },

    /** A new session for a user who just proved who they are (signed in, or accepted an invitation). */
    openSession: (userId: string) => openSession(userId, Date.now()),

    /** The signed-in user behind a session cookie, or null (unknown, expired, signed out or disabled). */
    async session(token: string): Promise<Session | null> {
      if (!token || token.length > 100) return null;
      const now = nowIso();
      const row = await repo.findSession(hashToken(token), now);
      if (!row) return null;
      const areas = await orgs.activeAreas(row.org_id, now);
      // The role is read with the session on every request: a change by an admin applies to the next one.
      const role = roleOf(row.role);
      return {
        auth: { keyId: `user:${row.user_id}`, orgId: row.org_id, orgKind: row.kind, funderId: row.funder_id, areas, scopes: scopesOf(role) },
        userId: row.user_id, email: row.email, role, orgName: row.org_name, csrfToken: row.csrf_token,
      };
    },

    async signOut(token: string) {
      if (token) await repo.deleteSession(hashToken(token));
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
