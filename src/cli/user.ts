// Dashboard users: mca user create | disable | enable | reset-password. A password is printed once (generated or read
// from stdin), never logged.
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { parse, required, UsageError } from './args.ts';
import { print } from './output.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

export async function user([sub, ...argv]: string[]) {
  const { flags, positionals } = parse(argv, { org: 'string', email: 'string', 'password-stdin': 'boolean' });
  const json = !!flags.json;
  if (sub === 'create') {
    const orgId = required(flags, 'org');
    const email = required(flags, 'email');
    const password = flags['password-stdin'] ? await readStdin() : undefined;
    const ctx = await createContext(loadConfig(), { migrate: true });
    try {
      const r = await ctx.users.create({ orgId, email, password });
      print(json, r, `user ${r.user_id} (${r.email})\npassword: ${r.password}\n(the password is shown once; store it now)`);
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
    throw new UsageError('user: expected "create", "disable", "enable" or "reset-password"');
  }
}
