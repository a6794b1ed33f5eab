// Independent set 11: seven fictional funders' / brokers' MCA application forms (funder-branded: shaded section bars,
// underlined rows, radio circles, stacked owner blocks, a two-page form, a bilingual Canadian form), with their exact
// truth as applications.md reads the printed page. Deterministic for (layout, seed); the style only changes how the
// values are drawn, never which values are drawn.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { LAYOUTS_A, type Layout } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { LAYOUTS_C } from './layouts-c.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Sheet, type DecoyRec, type Printed, type Style } from './sheet.ts';
import { Values } from './values.ts';

const LAYOUTS: readonly Layout[] = [...LAYOUTS_A, ...LAYOUTS_B, ...LAYOUTS_C];
export const INDEPENDENT11_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: DecoyRec[]; merchant: Merchant; pages: number }

/** The form with what it printed and its decoys (for the tests). */
export async function buildIndependent11(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout} (known: ${INDEPENDENT11_LAYOUT_NAMES.join(', ')})`);
  const root = new Rng(`independent11:${layout}:${seed}`);
  const data = root.fork('data'), look = root.fork('look'), pick = root.fork('pick');
  const merchant = makeMerchant(data, l.merchant(data));
  // A fillable form that is scanned was printed first: its values are on the paper, as a typed form's are.
  const drawStyle: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const sheet = new Sheet(drawStyle, root.fork(`ink:${o.style}`), l.look(look));
  const owners = l.draw(sheet, merchant, new Values(merchant, pick), pick);
  const truth = sheet.truth(owners);
  const pages = sheet.page;
  let pdf = await sheet.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `independent11:${layout}:${seed}`, dpi: 200 })).pdf;
  return { pdf, truth, printed: sheet.printed, decoys: sheet.decoys, merchant, pages };
}

export async function generateIndependent11(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent11(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
