// Set 50: application forms of fintech-style funders and brokers (brand colours, rounded boxes with floating labels,
// section cards, pill / segmented / toggle selectors, step headers). Seven fictional companies, one Canadian.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type DecoyRec, type Printed, type Style } from './kit.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import type { Layout } from './parts.ts';
import { lumora } from './lumora.ts';
import { brightpath } from './brightpath.ts';
import { northpeak } from './northpeak.ts';
import { kitefin } from './kitefin.ts';
import { crestline } from './crestline.ts';
import { sproutly } from './sproutly.ts';
import { vantage } from './vantage.ts';

const LAYOUTS: Layout[] = [lumora, brightpath, northpeak, kitefin, crestline, sproutly, vantage];
export const INDEPENDENT50_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: DecoyRec[]; merchant: Merchant; pages: number }

/** The form with what was recorded while drawing it (printed values and decoys), for the tests. */
export async function buildIndependent50(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (o.scan && o.style === 'fillable') throw new Error('a fillable form is not scanned');
  const base = new Rng(`independent50:${layout}:${seed}`);
  const merchant = makeMerchant(base.fork('merchant'), l.country, l.kinds);
  const layoutRng = base.fork('layout');
  const f = new Form(o.style, l.theme, base.fork('pen'), l.title, l.producer);
  l.draw(f, merchant, layoutRng);
  const pages = f.page;
  let pdf = await f.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}:${o.style}` })).pdf;
  return { pdf, truth: f.app, printed: f.printed, decoys: f.decoys, merchant, pages };
}

export async function generateIndependent50(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent50(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
