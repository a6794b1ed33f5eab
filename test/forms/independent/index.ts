// The independent application-form generator: brokers' layouts written from applications.md alone (not from the
// reader or the other generator), in three value styles, optionally scanned, each with its exact truth.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Layout } from './layout.ts';
import { LAYOUTS_A } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { LAYOUTS_C } from './layouts-c.ts';
import { makeMerchant } from './merchant.ts';
import { Sheet, type Decoy, type Printed, type Style, type TruthMap } from './sheet.ts';
import { business, owner } from './values.ts';

export type { Style } from './sheet.ts';

const LAYOUTS: Record<string, Layout> = { ...LAYOUTS_A, ...LAYOUTS_B, ...LAYOUTS_C };
export const INDEPENDENT_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);
export const INDEPENDENT_STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface IndependentForm {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  style: Style;
  /** What the generator printed: each value's text with its truth, and the decoys (for the generator's own tests). */
  printed: Printed[];
  decoys: Decoy[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the truths of the printed values: everything not printed stays null. */
export function truthOf(maps: TruthMap[], owners: number): TruthApplication {
  const app = emptyApplication();
  for (let i = 0; i < owners; i++) app.applicants.push({ ...EMPTY_APPLICANT });
  for (const map of maps) {
    for (const [key, v] of Object.entries(map)) {
      const a = /^a(\d+)\.(\w+)$/.exec(key);
      if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      else (app as unknown as Record<string, unknown>)[key] = v;
    }
  }
  return app;
}

export async function generateIndependent(layout: string, seed: number, opts: { style?: Style; scan?: boolean } = {}): Promise<IndependentForm> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT_LAYOUT_NAMES.join(', ')}`);
  const style = opts.style ?? 'typed';
  const rng = new Rng(`independent:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), def.country, def.maxOwners);
  const look = def.look(rng.fork('look'));
  const s = new Sheet({ style, rng: rng.fork('ink'), labelFont: def.labelFont, valueFont: def.valueFont, naming: def.naming });
  const b = business(m, look, rng.fork('values'));
  const owners = m.owners.map((_, i) => owner(m, i, look));
  def.draw({ s, m, b, own: (i) => owners[i]!, rng: rng.fork('draw') });
  let pdf = await s.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed, dpi: 200 })).pdf;
  const truth = truthOf([...s.printed.map((p) => p.truth), s.derived], m.owners.length);
  return { pdf, truth, layout, style, printed: s.printed, decoys: s.decoys };
}
