// Independent set 172: owner and guarantor pages. The business is on page one; each owner or guarantor has a block
// or a page of their own, next to people who are not applicants (spouses, co-signers, landlords, ISO reps).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Sheet, type Look, type Placed, type Style } from './draw.ts';
import { harborline, HARBORLINE_LOOK, maplestone, MAPLESTONE_LOOK } from './layouts-a.ts';
import { bluewater, BLUEWATER_LOOK, keystone, KEYSTONE_LOOK } from './layouts-b.ts';
import { makeModel, type Country, type Model } from './model.ts';

export type { Placed } from './draw.ts';

interface LayoutDef { broker: string; country: Country; look: Look; draw: (s: Sheet, m: Model) => void; soleProp?: boolean }
const LAYOUTS: Record<string, LayoutDef> = {
  harborline_guarantor_pages: { broker: 'Harborline Capital Partners', country: 'US', look: HARBORLINE_LOOK, draw: harborline },
  maplestone_ca_principals: { broker: 'Maplestone Funding Group', country: 'CA', look: MAPLESTONE_LOOK, draw: maplestone },
  keystone_additional_owner: { broker: 'Keystone Merchant Advisors', country: 'US', look: KEYSTONE_LOOK, draw: keystone },
  bluewater_guaranty_table: { broker: 'Bluewater Revenue Funding', country: 'US', look: BLUEWATER_LOOK, draw: bluewater, soleProp: true },
};

export const INDEPENDENT172_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values give it: every field not placed stays null. */
export function truthFrom(placed: readonly Placed[], owners: number): TruthApplication {
  const app = emptyApplication();
  for (let i = 0; i < owners; i++) app.applicants.push({ ...EMPTY_APPLICANT });
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent172(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`independent172: unknown layout ${layout}`);
  const style: Style = opts.style;
  if (!['typed', 'handwritten', 'fillable'].includes(style)) throw new Error(`independent172: unknown style ${String(style)}`);
  if (opts.scan && style === 'fillable') throw new Error('independent172: a fillable form cannot be scanned (its values live only in AcroForm fields)');
  const m = makeModel(layout, seed, def.country, { soleProp: !!def.soleProp });
  const s = new Sheet(style, def.look, `independent172:${layout}:${seed}:${style}`, `${def.broker} - Merchant Application`);
  def.draw(s, m);
  let pdf = await s.finish();
  const truth = truthFrom(s.placed, m.owners.length);
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(new Rng(`independent172:scan:${layout}:${seed}`).chance(0.35) ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent172:${layout}:${seed}` })).pdf;
  return { pdf, truth, placed: s.placed, decoys: s.decoys, broker: def.broker, country: def.country, pages: s.page };
}
