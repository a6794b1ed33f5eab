// Set 99: MCA applications that arrive as printed e-mails (Gmail, Outlook, Apple Mail, Thunderbird print views saved as
// PDF). The merchant's answers sit in the body (key: value lines, bullets, pasted HTML tables, casual sentences), in
// forwarded and quoted messages, around a broker's signature, disclaimers and the print's header and footer. The truth
// is collected from the values the layout printed, so it holds exactly what a careful reader can read.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { cast, ownerVals, vals, type Fix } from './content.ts';
import { appleQuoted, gmailForward, outlookTable, type Built, type Ctx } from './layouts.ts';
import { funderThread, gmailGridCa, owaBullets, thunderbirdCa } from './layouts2.ts';
import { makeModel } from './model.ts';
import { collect, printEmail, type Block } from './render.ts';

const LAYOUTS: Record<string, { country: 'US' | 'CA'; broker: string; build: (x: Ctx) => Built }> = {
  gmail_forward_keystone: { broker: 'Keystone Capital Brokers', country: 'US', build: gmailForward },
  outlook_table_empire: { broker: 'Empire Business Funding Group', country: 'US', build: outlookTable },
  apple_quoted_northern_bridge_ca: { broker: 'Northern Bridge Capital Advisors', country: 'CA', build: appleQuoted },
  gmail_grid_true_north_ca: { broker: 'True North Business Funding', country: 'CA', build: gmailGridCa },
  owa_bullets_sunbelt: { broker: 'Sunbelt Merchant Advisors', country: 'US', build: owaBullets },
  funder_thread_atlantic: { broker: 'Atlantic ISO Partners', country: 'US', build: funderThread },
  thunderbird_webform_lakehead_ca: { broker: 'Lakehead Merchant Brokers', country: 'CA', build: thunderbirdCa },
};
export const INDEPENDENT99_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the printed values' truth paths; two prints of one path must agree. */
export function truthOf(blocks: Block[]): TruthApplication {
  const app = emptyApplication() as unknown as Record<string, unknown>;
  const applicants: TruthApplicant[] = [];
  const seen = new Map<string, unknown>();
  for (const [path, v] of collect(blocks)) {
    if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} printed as ${String(seen.get(path))} and ${String(v)}`);
    seen.set(path, v);
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (applicants.length <= i) applicants.push({ ...EMPTY });
      (applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else app[path.slice('application.'.length)] = v;
  }
  return { ...(app as unknown as TruthApplication), applicants };
}

function build(layout: string, seed: number) {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const root = new Rng(`independent99:${layout}:${seed}`);
  const mr = root.fork('model'), cr = root.fork('content'), sr = root.fork('style');
  const m = makeModel(mr, spec.country);
  const cs = cast(cr.fork('cast'), m, spec.broker);
  const c = cr.fork('values');
  const v = vals(c, m);
  const ov = m.owners.map((o, i) => ownerVals(c, o, i, v.dstyle, m.country === 'CA'));
  const fix = c.weighted<Fix>([[null, 4], ['tax', 3], ['dob', 2], ['amount', 2]]);
  const built = spec.build({ m, c: cr.fork('layout'), cs, v, ov, fix });
  return { built, truth: truthOf(built.blocks), sr };
}

/** For tests: every value printed with truth paths, as [printed text, {path: value}]. */
export function independent99Printed(layout: string, seed: number): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = [];
  const walk = (bs: Block[]) => bs.forEach((b) => {
    const segs = b.k === 'line' ? [b.segs] : b.k === 'hdrs' ? b.rows.map((r) => r[1]) : b.k === 'table' ? b.rows.flat() : [];
    for (const l of segs) for (const s of l) if (typeof s === 'object' && 'key' in s && Object.keys(s.f).length) out.push([s.t, s.f]);
    if (b.k === 'quote') walk(b.blocks);
  });
  walk(build(layout, seed).built.blocks);
  return out;
}

export async function generateIndependent99(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const { built, truth, sr } = build(layout, seed);
  let pdf = await printEmail(built.blocks, built.chrome, opts.style, opts.scan, sr);
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth, layout };
}
