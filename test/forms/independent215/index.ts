// Set 215: merchant-cash-advance applications filled on a phone and saved as PDF (mobile web forms, stitched
// screenshots, a printed review screen). Independent of the reader: built from applications.md alone.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { LAYOUTS } from './layouts.ts';
import { makeMerchant } from './model.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed, Style } from './sheet.ts';
export const INDEPENDENT215_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent215Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth is exactly the union of the placed values' fields: nothing unprinted is ever set. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent215(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent215Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: a scan has no AcroForm fields');
  const root = new Rng(`independent215:${layout}:${seed}`);
  const data = root.fork('data'), lay = root.fork('layout'), print = new Rng(`independent215:${layout}:${seed}:print:${opts.style}`);
  const country = def.country(data);
  const m = makeMerchant(data, country);
  const sheet = new Sheet(opts.style, print, def.valueFont, `${def.broker} - Application`, def.mark);
  def.build(sheet, m, lay);
  const pages = sheet.page + 1;
  const decor = sheet.decor;
  if (decor) for (let p = 0; p < pages; p++) { sheet.goto(p); decor(sheet, p, pages); }
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: def.broker, country, pages };
}
