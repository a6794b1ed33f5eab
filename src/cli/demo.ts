// Demo data for a newcomer: a broker and a funder organization with keys, realistic funders with criteria, and a
// broker selection of all funders but one. Run again, it finds the same organizations and funders (new keys are
// issued each time, since only key hashes are stored).
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { DEMO_FUNDERS } from '../funders/demo-funders.ts';
import { parse } from './args.ts';
import { print } from './output.ts';

const BROKER = 'Demo Broker';
const FUNDER_ORG = 'Demo Funder';

export async function demo(argv: string[]) {
  const { flags } = parse(argv, {});
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
    const brokerKey = await ctx.orgs.createKey(broker.id);
    const funderKey = await ctx.orgs.createKey(funderOrg.id);
    const out = {
      broker: { org_id: broker.id, api_key: brokerKey.api_key },
      funder: { org_id: funderOrg.id, funder_id: funderOrg.funder_id ?? own.id, api_key: funderKey.api_key },
      funder_ids: funders.map((f) => f.id),
    };
    print(!!flags.json, out, [
      `broker organization ${broker.id}`, `  API key: ${brokerKey.api_key}`,
      `funder organization ${funderOrg.id} (funder profile ${out.funder.funder_id})`, `  API key: ${funderKey.api_key}`,
      `${funders.length} funders, ${selected.length} selected by the broker`,
      '', `try: curl -s http://127.0.0.1:${ctx.config.port}/v1/reference/industries -H "Authorization: Bearer ${brokerKey.api_key}"`,
    ].join('\n'));
  } finally {
    await ctx.close();
  }
}
