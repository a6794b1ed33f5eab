// Demo data for a newcomer: a broker and a funder organization with keys, realistic funders with criteria, and a
// broker selection of all funders but one. Run again, it finds the same organizations and funders and answers with
// the same keys: only key hashes are in the database, so the demo keeps its two secrets in the data folder
// (demo-keys.json, encrypted with the data key, readable by the owner only). `--new-keys` mints new ones and revokes
// every other key of the two demo organizations (docs/configuration.md, "Demo data").
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, type AppContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { DEMO_FUNDERS } from '../funders/demo-funders.ts';
import { parse } from './args.ts';
import { print } from './output.ts';

const BROKER = 'Demo Broker';
const FUNDER_ORG = 'Demo Funder';
const KEYS_FILE = 'demo-keys.json';

interface StoredKey { key_id: string; api_key: string }
type Stored = Partial<Record<'broker' | 'funder', StoredKey>>;

export async function demo(argv: string[]) {
  const { flags } = parse(argv, { 'new-keys': 'boolean' });
  const ctx = await createContext(loadConfig());
  try {
    const funders = [];
    for (const { profile } of DEMO_FUNDERS) {
      funders.push((await ctx.funders.repo.findByName(profile.name)) ?? (await ctx.funders.create(profile)));
    }
    const own = funders[0]!;
    const broker = (await ctx.orgs.repo.findOrgByName(BROKER, 'broker')) ?? (await ctx.orgs.createOrg({ name: BROKER, kind: 'broker' }));
    const funderOrg = (await ctx.orgs.repo.findOrgByName(FUNDER_ORG, 'funder'))
      ?? (await ctx.orgs.createOrg({ name: FUNDER_ORG, kind: 'funder', funderId: own.id }));
    // Every funder but the last is selected, so the broker sees one funder it has not chosen left out.
    const selected = funders.slice(0, -1).map((f) => f.id);
    await ctx.funders.select(broker.id, selected);

    const stored = flags['new-keys'] ? {} : readStored(ctx);
    const brokerKey = await usableKey(ctx, stored.broker, broker.id);
    const funderKey = await usableKey(ctx, stored.funder, funderOrg.id);
    let revoked = 0;
    if (flags['new-keys']) revoked = await revokeOthers(ctx, [[broker.id, brokerKey.key_id], [funderOrg.id, funderKey.key_id]]);
    writeStored(ctx, { broker: brokerKey, funder: funderKey });

    const out = {
      broker: { org_id: broker.id, api_key: brokerKey.api_key },
      funder: { org_id: funderOrg.id, funder_id: funderOrg.funder_id ?? own.id, api_key: funderKey.api_key },
      funder_ids: funders.map((f) => f.id),
    };
    const reused = brokerKey.reused && funderKey.reused;
    print(!!flags.json, out, [
      `broker organization ${broker.id}`, `  API key: ${brokerKey.api_key}`,
      `funder organization ${funderOrg.id} (funder profile ${out.funder.funder_id})`, `  API key: ${funderKey.api_key}`,
      `${funders.length} funders, ${selected.length} selected by the broker`,
      reused ? 'the same keys as last time (bin/mca demo --new-keys mints new ones and revokes these)'
        : flags['new-keys'] ? `new keys; ${revoked} older key${revoked === 1 ? '' : 's'} of the demo organizations revoked` : 'new keys',
      '', `try: curl -s http://127.0.0.1:${ctx.config.port}/v1/reference/industries -H "Authorization: Bearer ${brokerKey.api_key}"`,
    ].join('\n'));
  } finally {
    await ctx.close();
  }
}

/** The stored key when it still opens `orgId` (same database, not revoked), else a new one. */
async function usableKey(ctx: AppContext, stored: StoredKey | undefined, orgId: string): Promise<StoredKey & { reused: boolean }> {
  if (stored) {
    const auth = await ctx.orgs.authenticate(stored.api_key);
    if (auth?.orgId === orgId && auth.keyId === stored.key_id) return { ...stored, reused: true };
  }
  return { ...(await ctx.orgs.createKey(orgId)), reused: false };
}

async function revokeOthers(ctx: AppContext, keep: [orgId: string, keyId: string][]): Promise<number> {
  let count = 0;
  for (const [orgId, keyId] of keep) {
    for (const key of await ctx.orgs.listKeys(orgId)) {
      if (key.key_id !== keyId && key.revoked_at === null) {
        await ctx.orgs.revokeKey(key.key_id);
        count++;
      }
    }
  }
  return count;
}

function readStored(ctx: AppContext): Stored {
  try {
    const file = JSON.parse(readFileSync(join(ctx.config.dataDir, KEYS_FILE), 'utf8')) as Record<string, { key_id: string; api_key: string }>;
    const open = (k?: { key_id: string; api_key: string }) => (k ? { key_id: k.key_id, api_key: ctx.cipher.decrypt(k.api_key) } : undefined);
    return { broker: open(file.broker), funder: open(file.funder) };
  } catch {
    return {}; // none yet, or written under another data key: new keys are minted
  }
}

function writeStored(ctx: AppContext, keys: Required<Stored>) {
  mkdirSync(ctx.config.dataDir, { recursive: true });
  const path = join(ctx.config.dataDir, KEYS_FILE);
  const seal = (k: StoredKey) => ({ key_id: k.key_id, api_key: ctx.cipher.encrypt(k.api_key) });
  writeFileSync(path, `${JSON.stringify({ broker: seal(keys.broker), funder: seal(keys.funder) }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}
