// Dashboard users: mca user create | disable | enable | reset-password | list | invite | role. A password or an
// invitation link is printed once (a password generated or read from stdin), never logged. The operator acts as an
// admin of any organization; the team log names them as the operator.
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { parse, required, UsageError } from './args.ts';
import { print } from './output.ts';
import { isRole, ROLES } from '../teams/roles.ts';
import { notFound } from '../platform/errors.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

export async function user([sub, ...argv]: string[]) {
  const { flags, positionals } = parse(argv, { org: 'string', email: 'string', role: 'string', 'password-stdin': 'boolean' });
  const json = !!flags.json;
  const role = typeof flags.role === 'string' ? flags.role : undefined;
  if (role !== undefined && !isRole(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  if (sub === 'create') {
    const orgId = required(flags, 'org');
    const email = required(flags, 'email');
    const password = flags['password-stdin'] ? await readStdin() : undefined;
    const ctx = await createContext(loadConfig(), { migrate: true });
    try {
      const r = await ctx.users.create({ orgId, email, password, role });
      print(json, r, `user ${r.user_id} (${r.email}), ${r.role}\npassword: ${r.password}\n(the password is shown once; store it now)`);
    } finally { await ctx.close(); }
  } else if (sub === 'list' || sub === 'invite') {
    const orgId = required(flags, 'org');
    const ctx = await createContext(loadConfig(), { migrate: true });
    try {
      if (sub === 'list') {
        const { members, invitations } = await ctx.teams.team(orgId, { logLimit: 0 });
        print(json, { org_id: orgId, members, invitations }, [...members.map((m) => `${m.user_id}  ${m.role.padEnd(6)}  ${m.email}${m.removed ? '  (removed)' : ''}`),
          ...invitations.map((i) => `invited  ${i.role.padEnd(6)}  ${i.email}  (until ${i.expires_at})`)].join('\n') || 'no members');
      } else {
        const r = await ctx.teams.invite({ orgId, operator: true }, { email: required(flags, 'email'), role: role ?? 'member' });
        print(json, r, `invitation for ${r.email} as ${r.role}, until ${r.expires_at}:\n${r.link}\n(the link is shown once and works once)`);
      }
    } finally { await ctx.close(); }
  } else if (sub === 'role') {
    const id = positionals[0];
    if (!id || role === undefined) throw new UsageError('user role USER_ID|EMAIL --role admin|member|viewer');
    const ctx = await createContext(loadConfig(), { migrate: true });
    try {
      const u = await ctx.users.repo.findById(id).then((x) => x ?? ctx.users.repo.findByEmail(id.trim().toLowerCase()));
      if (!u) throw notFound('user');
      const r = await ctx.teams.setRole({ orgId: u.org_id, operator: true }, u.id, role);
      print(json, r, `user ${r.user_id} (${r.email}) is now ${r.role}`);
    } finally { await ctx.close(); }
  } else if (sub === 'disable' || sub === 'enable' || sub === 'reset-password') {
    const id = positionals[0];
    if (!id) throw new UsageError(`user ${sub} USER_ID|EMAIL`);
    const password = sub === 'reset-password' && flags['password-stdin'] ? await readStdin() : undefined;
    const ctx = await createContext(loadConfig(), { migrate: true });
    try {
      if (sub === 'disable') {
        const r = await ctx.users.disable(id);
        print(json, r, `disabled user ${r.user_id} (${r.email}); their sessions are ended`);
      } else if (sub === 'enable') {
        const r = await ctx.users.enable(id);
        print(json, r, `enabled user ${r.user_id} (${r.email}); they can sign in again`);
      } else {
        const r = await ctx.users.resetPassword(id, password);
        print(json, r, `user ${r.user_id} (${r.email})\nnew password: ${r.password}\n(shown once; their sessions are ended)`);
      }
    } finally { await ctx.close(); }
  } else {
    throw new UsageError('user: expected "create", "list", "invite", "role", "disable", "enable" or "reset-password"');
  }
}
