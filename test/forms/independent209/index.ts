// Set 209 of the independent application-form generators: ordinary US ISO broker MCA applications (sixteenth
// series), four small ISOs' designs. One (layout, seed) gives one merchant and one truth; the style only decides
// how the values are put on the page (typed text, handwriting, AcroForm fields). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style, type Theme } from './canvas.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { layoutA, layoutB } from './layouts-ab.ts';
import { layoutC, layoutD } from './layouts-cd.ts';

export type { Placed, Style } from './canvas.ts';

interface Layout { broker: string; maxOwners: number; theme: Theme; draw: (c: Canvas, m: Merchant, pr: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  'keystone-bridge': { broker: 'Keystone Bridge Capital', maxOwners: 2, draw: layoutA,
    theme: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Courier', accent: '#1d3461', ink: '#111', mark: 'x', labelSize: 8 } },
  'tidewater-funding': { broker: 'Tidewater Funding Partners', maxOwners: 3, draw: layoutB,
    theme: { label: 'LibNarrow', bold: 'LibNarrowBold', value: 'LibMono', accent: '#0f6e6e', ink: '#101010', mark: 'check', labelSize: 8.5 } },
  'meridian-lane': { broker: 'Meridian Lane Advance', maxOwners: 2, draw: layoutC,
    theme: { label: 'Times-Roman', bold: 'Times-Bold', value: 'LibSans', accent: '#7a1f2b', ink: '#000', mark: 'X', labelSize: 8.5 } },
  'brightwater-iso': { broker: 'Brightwater ISO Group', maxOwners: 2, draw: layoutD,
    theme: { label: 'DejaVu', bold: 'DejaVuBold', value: 'DejaVuMono', accent: '#d9731a', ink: '#141414', mark: 'X', labelSize: 8 } },
};

export const INDEPENDENT209_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values give it: every printed value's fields, nothing else. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent209(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Generated> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const m = makeMerchant(new Rng(`i209:${layout}:${seed}:values`), L.maxOwners);
  const c = new Canvas(opts.style, L.theme, new Rng(`i209:${layout}:${seed}:${opts.style}`), `${L.broker} application`);
  L.draw(c, m, new Rng(`i209:${layout}:${seed}:print`));
  const pages = c.page;
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: L.broker, country: 'US', pages };
}
