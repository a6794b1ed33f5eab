// Set 265: everyday US ISO broker "Merchant Cash Advance Application" forms (README.md). Each layout is drawn with
// pdfkit; the truth is assembled from exactly the values the layout printed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { type TruthApplicant, type TruthApplication, emptyApplication } from '../generator/truth.ts';
import { LAYOUTS } from './forms.ts';
import { merchant } from './model.ts';
import { type DecoyLoc, type Loc, Sheet, type Style } from './sheet.ts';

export const INDEPENDENT265_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent265Result {
  pdf: Uint8Array; truth: TruthApplication; locations: Loc[]; decoys: DecoyLoc[]; pages: number;
  layout: string; seed: number; style: Style; scan: boolean | 'phone'; skews?: number[];
}

const APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export async function generateIndependent265(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean | 'phone' }): Promise<Independent265Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent265:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), def.maxOwners);
  const sheet = new Sheet(opts.style, def.look, rng.fork(`draw:${opts.style}`), def.title);
  def.draw(sheet, m, rng.fork('layout'));
  let pdf = await sheet.finish();
  const truth = emptyApplication();
  for (const [path, v] of Object.entries(sheet.values)) {
    const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (truth.applicants.length <= i) truth.applicants.push({ ...APPLICANT });
      (truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (truth as unknown as Record<string, unknown>)[path] = v;
  }
  let skews: number[] | undefined;
  if (opts.scan) {
    const scanned = await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER);
    pdf = scanned.pdf;
    skews = scanned.skews;
  }
  return { pdf, truth, locations: sheet.locs, decoys: sheet.decoys, pages: sheet.page, layout, seed, style: opts.style, scan: opts.scan,
    ...(skews ? { skews } : {}) };
}
