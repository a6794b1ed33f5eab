// Organization, plan, key and funder administration.
import { readFileSync } from 'node:fs';
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { parseAreas, parseScopes } from '../orgs/service.ts';
import { parse, required, UsageError } from './args.ts';
import { print } from './output.ts';

async function withContext<T>(fn: (ctx: Awaited<ReturnType<typeof createContext>>) => Promise<T>): Promise<T> {
  const ctx = await createContext(loadConfig(), { migrate: true });
  try { return await fn(ctx); } finally { await ctx.close(); }
}

function readJsonFile(path: string): unknown {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch { throw new UsageError(`cannot read ${path}`); }
  try { return JSON.parse(text); } catch (e) { throw new UsageError(`${path} is not valid JSON: ${(e as Error).message}`); }
}

export async function org([sub, ...argv]: string[]) {
  if (sub !== 'create') throw new UsageError('org: expected "create"');
  const { flags } = parse(argv, { name: 'string', kind: 'string', areas: 'string', funder: 'string' });
  const kind = required(flags, 'kind');
  if (kind !== 'broker' && kind !== 'funder') throw new UsageError('--kind must be broker or funder');
  const areas = typeof flags.areas === 'string' ? parseAreas(flags.areas) : undefined;
  const created = await withContext((ctx) => ctx.orgs.createOrg({ name: required(flags, 'name'), kind, areas,
    funderId: (flags.funder as string | undefined) ?? null }));
  print(!!flags.json, { org_id: created.id }, `created ${kind} organization ${created.id} (${created.name})`);
}

export async function plan([sub, ...argv]: string[]) {
  const { flags } = parse(argv, { org: 'string', areas: 'string', effective: 'string' });
  const orgId = required(flags, 'org');
  if (sub === 'propose') {
    const r = await withContext((ctx) => ctx.orgs.proposePlan(orgId, parseAreas(required(flags, 'areas')),
      (flags.effective as string | undefined) ?? null));
    print(!!flags.json, { org_id: r.org_id, areas: r.areas, status: r.status },
      `proposed plan for ${orgId}: ${r.areas.join(', ')} (no effect until accepted${r.effective_at ? ` and ${r.effective_at}` : ''})`);
  } else if (sub === 'accept') {
    const r = await withContext((ctx) => ctx.orgs.acceptPlan(orgId));
    print(!!flags.json, { org_id: r.org_id, areas: r.areas, status: r.status },
      `accepted plan for ${orgId}: ${r.areas.join(', ')}, effective ${r.effective_at}`);
  } else {
    throw new UsageError('plan: expected "propose" or "accept"');
  }
}

export async function key([sub, ...argv]: string[]) {
  const { flags, positionals } = parse(argv, { org: 'string', scopes: 'string' });
  if (sub === 'create') {
    const scopes = typeof flags.scopes === 'string' ? parseScopes(flags.scopes) : undefined;
    const r = await withContext((ctx) => ctx.orgs.createKey(required(flags, 'org'), scopes));
    print(!!flags.json, r, `key ${r.key_id}\n${r.api_key}\n(the secret is shown once; store it now)`);
  } else if (sub === 'revoke') {
    const id = positionals[0];
    if (!id) throw new UsageError('key revoke KEY_ID');
    const r = await withContext((ctx) => ctx.orgs.revokeKey(id));
    print(!!flags.json, r, `revoked key ${id}`);
  } else {
    throw new UsageError('key: expected "create" or "revoke"');
  }
}

export async function funder([sub, ...argv]: string[]) {
  const { flags, positionals } = parse(argv, { file: 'string', org: 'string', funders: 'string' });
  const json = !!flags.json;
  await withContext(async (ctx) => {
    switch (sub) {
      case 'create': {
        const f = await ctx.funders.create(readJsonFile(required(flags, 'file')));
        return print(json, { funder_id: f.id }, `created funder ${f.id} (${f.name}, ${f.criteria.length} criteria)`);
      }
      case 'update': {
        const id = positionals[0];
        if (!id) throw new UsageError('funder update FUNDER_ID --file F.json');
        const f = await ctx.funders.update(id, readJsonFile(required(flags, 'file')));
        return print(json, { funder_id: f.id }, `updated funder ${f.id} (${f.name})`);
      }
      case 'list': {
        const list = await ctx.funders.list();
        return print(json, { funders: list.map((f) => ({ funder_id: f.id, name: f.name, criteria: f.criteria })) },
          list.map((f) => `${f.id}  ${f.name}  (${f.criteria.length} criteria)`).join('\n') || 'no funders');
      }
      case 'select': {
        const ids = required(flags, 'funders').split(',').map((s) => s.trim()).filter(Boolean);
        const r = await ctx.funders.select(required(flags, 'org'), ids);
        return print(json, r, `organization ${r.org_id} now selects ${r.funder_ids.length} funders`);
      }
      default:
        throw new UsageError('funder: expected create, update, list or select');
    }
  });
}

/** mca rekey: re-encrypt every stored value with the current data key (see src/platform/rekey/service.ts). */
export async function rekeyCommand(argv: string[]) {
  const { flags } = parse(argv, {});
  const { rekey } = await import('../platform/rekey/service.ts');
  const report = await withContext((ctx) => rekey(ctx.db, ctx.cipher));
  print(!!flags.json, report, `re-encrypted with the current key: ${report.deals} deals, ${report.webhook_endpoints} webhook endpoints, ` +
    `${report.job_results} job results, ${report.job_file_chunks} chunks of kept uploads (${report.job_files} older uploads stored whole), ${report.idempotent_answers} stored answers, ${report.deal_records} deal corrections and log entries`);
}
