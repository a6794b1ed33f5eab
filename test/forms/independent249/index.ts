// Independent generator, set 249: four fictional US ISO brokers' "Merchant Cash Advance Application" forms, each with
// the exact truth of what it prints (README.md). Deterministic per (layout, seed, style).
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { truthFrom, type Ctx } from './common.ts';
import { merchant, type DateFmt, type MoneyFmt } from './data.ts';
import { bluewater, keystone } from './layouts-a.ts';
import { harborview, redline } from './layouts-b.ts';
import { Pen, type Mark, type Style } from './pen.ts';

interface Layout { broker: string; typedFont: string; draw: (c: Ctx) => Promise<void> }
const LAYOUTS: Record<string, Layout> = {
  'keystone-grid': { broker: 'Keystone Capital Partners', typedFont: 'Helvetica', draw: keystone },
  'bluewater-typewriter': { broker: 'Bluewater Funding Group', typedFont: 'Courier', draw: bluewater },
  'redline-captions': { broker: 'Redline Merchant Services', typedFont: 'Helvetica', draw: redline },
  'harborview-table': { broker: 'Harborview Business Capital', typedFont: 'Times-Roman', draw: harborview },
};
export const INDEPENDENT249_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent249Options { style: Style; scan: boolean | 'phone' }
export interface Independent249 {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  pages: number;
  layout: string;
  seed: number;
  style: Style;
  scan: boolean | 'phone';
  /** Every printed value that gives truth fields (paths relative to `application.`), with where it is. */
  values: Mark[];
  /** Printed values that are not the application's: ISO rep, landlord, bank, funders, references, homes, state of incorporation. */
  decoys: Mark[];
  /** Other printed values of no field of ours (phones, e-mails, employees, sales, use of funds, signature dates). */
  context: Mark[];
  skews?: number[];
}

export async function generateIndependent249(layout: string, seed: number, o: Independent249Options): Promise<Independent249> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned (its values live only in AcroForm fields)');
  const r = new Rng(`independent249:${layout}:${seed}`);
  const m = merchant(r);
  const money = r.pick<MoneyFmt>(['dollar', 'cents', 'plain', 'spaced', 'usd']);
  const date = r.pick<DateFmt>(['mdy', 'mdyy', 'long', 'short', 'iso', 'dash']);
  const pen = new Pen(o.style, new Rng(`independent249:${layout}:${seed}:${o.style}`), def.typedFont);
  await def.draw({ pen, m, r, money, date });
  let pdf = await pen.finish();
  let skews: number[] | undefined;
  if (o.scan) {
    const s = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent249:${layout}:${seed}` });
    pdf = s.pdf; skews = s.skews;
  }
  return { pdf, truth: truthFrom(pen.marks), broker: def.broker, pages: pen.page, layout, seed, style: o.style, scan: o.scan,
    values: pen.marks, decoys: pen.decoys, context: pen.context, ...(skews ? { skews } : {}) };
}
