// One form: the merchant, the layout drawn in a style, the truth built from what was drawn, and the scan if asked.
// Returns the drawn values and decoys too, for the tests; index.ts exports only the public pair.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { courierPlain, emailQuoted, underscoreBlanks, type Layout } from './layouts-a.ts';
import { colonNextLine, fieldValueTable } from './layouts-b.ts';
import { numberedQuestions, twoColumnGap } from './layouts-c.ts';
import { makeMerchant } from './model.ts';
import { Sheet, type Drawn, type Style } from './sheet.ts';

// [layout, its drawing, Canadian share, font a typist used]
const LAYOUTS: Record<string, [Layout, number, string]> = {
  'mesa-verde-courier': [courierPlain, 0, 'Courier'],
  'harbor-lane-underscores': [underscoreBlanks, 0.3, 'Courier'],
  'quickline-email': [emailQuoted, 0, 'Courier'],
  'northern-birch-ca': [colonNextLine, 1, 'Helvetica'],
  'pinecrest-pipe-table': [fieldValueTable, 0, 'Courier'],
  'lakeshore-two-column': [twoColumnGap, 0, 'Helvetica'],
  'prairie-sky-questions': [numberedQuestions, 0, 'Times-Roman'],
};
export const LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; values: Drawn[]; decoys: Drawn[] }

function truthFrom(values: Drawn[]): TruthApplication {
  const app = emptyApplication() as unknown as Record<string, unknown>;
  const owners: Record<string, unknown>[] = [];
  for (const v of values) for (const [k, val] of Object.entries(v.truth)) {
    const a = /^applicants\.(\d+)\.(\w+)$/.exec(k);
    if (!a) { app[k] = val; continue; }
    const i = Number(a[1]);
    while (owners.length <= i) owners.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
    owners[i]![a[2]!] = val;
  }
  app.applicants = owners as unknown as TruthApplicant[];
  return app as unknown as TruthApplication;
}

export async function build(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const [draw, caShare, font] = def;
  const rng = new Rng(`independent16:${layout}:${seed}`);
  const ca = rng.fork('country').chance(caShare);
  const m = makeMerchant(rng.fork('merchant'), ca);
  // A scanned fillable form was printed with its values first: drawn as typed. The style's own randomness (a hand's
  // jitter) has a fork of its own so the style never changes the merchant or which values are printed.
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const sheet = new Sheet(style, rng.fork(`style:${style}`), font);
  draw(sheet, m, rng.fork('layout'));
  let pdf = await sheet.end();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}`, dpi: 200 })).pdf;
  return { pdf, truth: truthFrom(sheet.values), values: sheet.values, decoys: sheet.decoys };
}
