// independent143: the ordinary broker application as it circulates in 2026, third series (see README.md). Four
// fictional ISOs/funders; the truth is built only from the values a layout placed on the page (kit.ts records each
// with the fields it gives, rules.ts reads them as applications.md says).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { CEDARLINE } from './cedarline.ts';
import { merchant, type Layout } from './data.ts';
import { newDoc, Sheet, type Placed, type Style } from './kit.ts';
import { MARROWFINCH } from './marrowfinch.ts';
import { QUILLFIELD } from './quillfield.ts';
import { TIDEWATER } from './tidewater.ts';

const LAYOUTS: readonly Layout[] = [QUILLFIELD, MARROWFINCH, TIDEWATER, CEDARLINE];
export const INDEPENDENT143_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent143Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value: its text, the truth fields it gives (none: a decoy, or context when `ctx`), page, box, AcroForm field. */
  placed: Placed[];
  decoys: string[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was printed: each placed value's fields; everything else stays null. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      if (val === null || val === undefined) continue;
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = val;
      } else (app as unknown as Record<string, unknown>)[path] = val;
    }
  }
  return app;
}

async function render(layout: Layout, seed: number, style: Style): Promise<Independent143Result> {
  const rng = new Rng(`independent143:${layout.name}:${seed}`);
  const country = layout.country(rng.fork('country'));
  const m = merchant(rng.fork('merchant'), country, layout.kinds(country));
  const doc = newDoc(`${layout.broker} - Merchant Application`, layout.broker, layout.creator);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const sheet = new Sheet(doc, style, rng.fork(`ink:${style}`));
  layout.draw(sheet, m, rng.fork('layout'));
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  const placed = sheet.placed;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), truth: truthFrom(placed), placed,
    decoys: placed.filter((p) => Object.keys(p.fields).length === 0 && !p.ctx).map((p) => p.text), broker: layout.broker, country, pages };
}

/** One form: same layout, seed and style give the same bytes. `scan` (typed/handwritten) passes it through scanPdf. */
export async function generateIndependent143(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent143Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent143 layout ${layout}`);
  const out = await render(l, seed, opts.style);
  if (!opts.scan) return out;
  if (opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in fields');
  const tier = new Rng(`independent143:scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
  const scanned = await scanPdf(out.pdf, { ...tier, seed: `${layout}:${seed}` });
  return { ...out, pdf: scanned.pdf };
}
