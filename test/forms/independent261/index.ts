// Independent generator, set 261: everyday US ISO / broker merchant cash advance applications from four invented
// brokers, each drawn its own way, in three styles (typed, handwritten, fillable) and optionally scanned. The truth is
// built from what was placed: a field no placement gives stays null (README.md lists the decisions).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './data.ts';
import { Sheet, type Placed, type Style, type Val } from './draw.ts';
import { bluewater, keystone } from './layouts-a.ts';
import { harborview, redline } from './layouts-b.ts';

export type { Placed, Style } from './draw.ts';

export const INDEPENDENT261_LAYOUT_NAMES: string[] = ['keystone_cells', 'bluewater_boxes', 'redline_lines', 'harborview_inline'];

const BROKERS: Record<string, string> = { keystone_cells: 'Keystone Capital Partners', bluewater_boxes: 'Bluewater Funding Group',
  redline_lines: 'Redline Merchant Services', harborview_inline: 'Harborview Business Funding' };
const MAX_OWNERS: Record<string, number> = { keystone_cells: 4, bluewater_boxes: 2, redline_lines: 4, harborview_inline: 4 };

export interface Independent261Options { style: Style; scan: boolean | 'phone' }

export interface Independent261Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  pages: number;
  locations: Placed[];
  decoys: Placed[];
  layout: string;
  broker: string;
  seed: number;
  style: Style;
  scan: boolean | 'phone';
  skews?: number[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the truth paths the placements set. */
function applicationFrom(values: Map<string, Val>): TruthApplication {
  const app = emptyApplication();
  const fields = app as unknown as Record<string, Val>;
  for (const [path, v] of values) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
      (app.applicants[i] as unknown as Record<string, Val>)[a[2]!] = v;
    } else {
      fields[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent261(layout: string, seed: number, opts: Independent261Options): Promise<Independent261Form> {
  if (!INDEPENDENT261_LAYOUT_NAMES.includes(layout)) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in widgets');
  const rng = new Rng(`independent261:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), MAX_OWNERS[layout]!);
  const draw = rng.fork(`draw:${opts.style}`);
  const sheet = new Sheet(opts.style, draw.fork('ink'));
  if (layout === 'keystone_cells') keystone(sheet, merchant, draw);
  else if (layout === 'bluewater_boxes') bluewater(sheet, merchant, draw);
  else if (layout === 'redline_lines') redline(sheet, merchant, draw, draw.chance(0.3));
  else harborview(sheet, merchant, draw);
  let pdf = await sheet.finish();
  const form: Independent261Form = { pdf, truth: applicationFrom(sheet.truth), pages: sheet.page, locations: sheet.locations, decoys: sheet.decoys,
    layout, broker: BROKERS[layout]!, seed, style: opts.style, scan: opts.scan };
  if (opts.scan) {
    const scanned = await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` });
    pdf = scanned.pdf;
    form.pdf = pdf;
    form.skews = scanned.skews;
  }
  return form;
}
