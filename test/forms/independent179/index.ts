// Independent set 179: merchant applications typed into a spreadsheet and printed or exported to PDF (gridlines,
// column letters, row numbers, merged headers, an owners tab as a table, number formats, comments, tab names in the
// footer). Four fictional brokers, three styles, optional scans. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { makeBiz, type Country } from './data.ts';
import { ledgerline, gridiron } from './layouts1.ts';
import { maplecell, tabstone } from './layouts2.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; country: Country; size: [number, number]; draw: (s: Sheet, b: ReturnType<typeof makeBiz>, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  ledgerline: { broker: 'Ledgerline Capital Partners', country: 'US', size: [612, 792], draw: (s, b) => ledgerline(s, b) },
  gridiron: { broker: 'Gridiron Funding Group', country: 'US', size: [612, 792], draw: (s, b, r) => gridiron(s, b, r.chance(0.3)) },
  maplecell: { broker: 'Maple Cell Financial', country: 'CA', size: [612, 792], draw: (s, b, r) => maplecell(s, b, r.chance(0.5)) },
  tabstone: { broker: 'Tabstone Advance', country: 'US', size: [792, 612], draw: (s, b) => tabstone(s, b) },
};
export const INDEPENDENT179_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}
/** The application the placed values give: every value not printed stays null. */
export function applicationOf(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) for (const [path, v] of Object.entries(p.fields)) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
  }
  return app;
}

export async function generateIndependent179(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown independent179 layout: ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style: ${String(opts.style)}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in form fields');
  const biz = makeBiz(seed, layout, L.country);
  const choices = new Rng(`independent179:choices:${layout}:${seed}`);
  const s = new Sheet(opts.style, new Rng(`independent179:pen:${layout}:${seed}`), L.size[0], L.size[1], `${L.broker} application`, 'Microsoft Excel');
  L.draw(s, biz, choices);
  let pdf = await s.end();
  if (opts.scan) {
    const profile = new Rng(`independent179:scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...profile, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: applicationOf(s.placed), placed: s.placed, decoys: s.decoys, broker: L.broker, country: L.country, pages: s.page };
}
