// independent144: applications from small, plain brokers, printed the way a person fills them (see README.md). The
// truth is built only from the values the layout placed on the page (kit.ts records each with the fields it gives).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { COBBLESTONE } from './cobblestone.ts';
import type { Layout } from './common.ts';
import { merchant } from './data.ts';
import { GREYFIELD } from './greyfield.ts';
import { newDoc, Sheet, type Placed, type Style } from './kit.ts';
import { LINDEN } from './linden.ts';
import { PUENTE } from './puente.ts';

const LAYOUTS: readonly Layout[] = [COBBLESTONE, GREYFIELD, LINDEN, PUENTE];
export const INDEPENDENT144_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent144Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value: its text, the truth fields it gives (none: a decoy), page and AcroForm field name. */
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
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        if (val !== null && val !== undefined) (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = val;
      } else if (val !== null && val !== undefined) (app as unknown as Record<string, unknown>)[path] = val;
    }
  }
  return app;
}

async function render(layout: Layout, seed: number, style: Style): Promise<Independent144Result> {
  const rng = new Rng(`independent144:${layout.name}:${seed}`);
  const country = rng.pick(layout.countries);
  const m = merchant(rng.fork('merchant'), country, layout.maxOwners, layout.name === 'puente');
  const doc = newDoc(`${layout.broker} - application`, layout.broker, layout.landscape);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const sheet = new Sheet(doc, style, rng.fork(`ink:${style}`), layout.typedFont);
  layout.draw(sheet, m, rng.fork('layout'));
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  const placed = sheet.placed;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), truth: truthFrom(placed), placed,
    decoys: placed.filter((p) => Object.keys(p.fields).length === 0).map((p) => p.text), broker: layout.broker, country, pages };
}

/** One form: same layout, seed and style give the same bytes. `scan` (typed/handwritten) passes it through scanPdf. */
export async function generateIndependent144(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent144Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent144 layout ${layout}`);
  const out = await render(l, seed, opts.style);
  if (!opts.scan) return out;
  if (opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in fields');
  const tier = new Rng(`independent144:scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
  const scanned = await scanPdf(out.pdf, { ...tier, seed: `${layout}:${seed}` });
  return { ...out, pdf: scanned.pdf };
}
