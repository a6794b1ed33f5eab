// Independent set 84: seven fictional brokers' fax-era, dense legacy MCA application forms (tiny capitals, dot leaders,
// label:value runs, comb grids, rules through values), each printed typed, handwritten or as a fillable PDF, with the
// truth recorded as each value is drawn.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { merchant, type Merchant } from './data.ts';
import { Sheet, type Decoy, type Placement, type Style } from './draw.ts';
import { keystone, blueHarbor, triCounty } from './layouts-a.ts';
import { apex, meridian } from './layouts-b.ts';
import { sterling, delta } from './layouts-c.ts';

interface Layout { broker: string; country: 'US' | 'CA'; hand: number; draw: (s: Sheet, m: Merchant, r: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  keystone_fax_leaders: { broker: 'Keystone Capital Brokers', country: 'US', hand: 0, draw: keystone },
  blue_harbor_cell_grid: { broker: 'Blue Harbor Funding Group', country: 'US', hand: 1, draw: blueHarbor },
  tri_county_colon_runs: { broker: 'Tri-County Merchant Services', country: 'US', hand: 0, draw: triCounty },
  apex_comb_ruled: { broker: 'Apex Commercial Advance', country: 'US', hand: 1, draw: apex },
  meridian_ca_fax: { broker: 'Meridian Bizcap', country: 'CA', hand: 0, draw: meridian },
  sterling_two_page_checks: { broker: 'Sterling Bridge Financial', country: 'US', hand: 1, draw: sterling },
  delta_teletype: { broker: 'Delta Pacific Funding', country: 'US', hand: 0, draw: delta },
};

export const INDEPENDENT84_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated84 {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value that gives truth: its text, the fields it gives, and its AcroForm field when fillable. */
  placements: Placement[];
  /** Printed values that are not the application's (bank, landlord, ISO, funders, home addresses, state of inc). */
  decoys: Decoy[];
  broker: string;
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application the recorded placements give: a field no placement gave stays null. */
export function truthFrom(placements: Placement[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placements) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}

export async function generateIndependent84(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Generated84> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent84:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), l.country);
  const sheet = new Sheet(opts.style as Style, rng.fork(`jitter:${opts.style}`), opts.scan, l.hand + seed);
  l.draw(sheet, m, rng.fork('format'));
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(sheet.placements), placements: sheet.placements, decoys: sheet.decoys, broker: l.broker, pages: sheet.page };
}
