// Set 247: dense one-page small-print MCA applications from four fictional brokers, in three styles (typed,
// handwritten, fillable), optionally scanned. The truth is built from the values actually placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { makeDeal, type Country, type Deal } from './data.ts';
import { keystone, maple } from './layouts-a.ts';
import { crescent, harborline } from './layouts-b.ts';
import { Sheet, type Box, type Placed, type Style } from './sheet.ts';

interface Layout { broker: string; country: Country; draw: (s: Sheet, d: Deal, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  keystone_grid: { broker: 'Keystone Bridge Capital', country: 'US', draw: keystone },
  maple_inline_ca: { broker: 'Maple Ledger Advance', country: 'CA', draw: maple },
  harborline_leaders: { broker: 'Harborline Merchant Services', country: 'US', draw: harborline },
  crescent_columns: { broker: 'Crescent & Vale Commercial Finance', country: 'US', draw: crescent },
};
export const INDEPENDENT247_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Location247 { fields: string[]; page: number; box: Box; text: string; via: Placed['via']; acroform_field?: string }
export interface Decoy247 { key: string; text: string; page: number; box: Box; acroform_field?: string }
export interface Generated247 {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; layout: string; seed: number; style: Style;
  scan: boolean | 'phone'; country: Country; locations: Location247[]; decoys: Decoy247[]; placed: Placed[]; skews?: number[];
}

/** The application as the placed values give it; every value not placed (or derived) stays null. */
function truthOf(placed: Placed[], derived: Record<string, string | number | null>): { truth: TruthApplication; locations: Location247[]; decoys: Decoy247[] } {
  const truth = emptyApplication();
  const locations: Location247[] = [], decoys: Decoy247[] = [];
  const set = (path: string, v: string | number | null): void => {
    const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (m) {
      const i = Number(m[1]);
      while (truth.applicants.length <= i) {
        truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
          tax_id_country: null, date_of_birth: null });
      }
      (truth.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
    } else (truth as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
  };
  for (const p of placed) {
    const paths = Object.keys(p.fields);
    const af = p.acroform_field ? { acroform_field: p.acroform_field } : {};
    if (!paths.length) { decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...af }); continue; }
    for (const [k, v] of Object.entries(p.fields)) set(k, v);
    locations.push({ fields: paths, page: p.page, box: p.box, text: p.text, via: p.via, ...af });
  }
  for (const [k, v] of Object.entries(derived)) set(k, v);
  return { truth, locations, decoys };
}

export async function generateIndependent247(layout: string, seed: number, o: { style: Style; scan: boolean | 'phone' }): Promise<Generated247> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent247:${layout}:${seed}`);
  const deal = makeDeal(rng, L.country);
  const s = new Sheet(o.style, new Rng(`independent247:${layout}:${seed}:${o.style}`), 612, 792, L.broker);
  L.draw(s, deal, rng);
  // US forms do not print the country: it follows from the state and the tax ID (applications.md).
  if (L.country === 'US') s.derive('application.country', 'United States');
  let pdf = await s.end();
  const { truth, locations, decoys } = truthOf(s.placed, s.derived);
  let skews: number[] | undefined;
  if (o.scan) {
    const scanned = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent247:${layout}:${seed}` });
    pdf = scanned.pdf; skews = scanned.skews;
  }
  return { pdf, truth, broker: L.broker, pages: 1, layout, seed, style: o.style, scan: o.scan, country: L.country, locations, decoys, placed: s.placed,
    ...(skews ? { skews } : {}) };
}
