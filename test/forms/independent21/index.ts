// Set 21 of the independent MCA application forms: office-template applications made by small brokers in Word or
// LibreOffice and exported to PDF (dot leaders, tab columns, two columns, merged cells, landscape, questions, Parts).
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Pen, type Opts } from './draw.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { dotLeader, tabColumns, twoColumn } from './layouts-a.ts';
import { landscape, mergedTable } from './layouts-b.ts';
import { parts, questions } from './layouts-c.ts';

type Layout = (pen: Pen, m: Merchant) => TruthApplication;
const LAYOUTS: Record<string, Layout> = {
  'harborline-dot-leaders': dotLeader,
  'northpoint-tab-columns': tabColumns,
  'cardinal-two-column': twoColumn,
  'keystone-merged-table': mergedTable,
  'meridian-landscape': landscape,
  'lantern-questions': questions,
  'ridgeway-parts': parts,
};

export const INDEPENDENT21_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The form, its truth, and (for this set's own test) the printed decoys. */
export async function generateIndependent21Full(layout: string, seed: number, o: Opts): Promise<{ pdf: Uint8Array; truth: TruthApplication; decoys: string[] }> {
  const make = LAYOUTS[layout];
  if (!make) throw new Error(`unknown layout ${layout}`);
  const m = makeMerchant(seed, layout);
  const pen = new Pen(o, `ind21:pen:${layout}:${seed}`, layout);
  const truth = make(pen, m);
  let pdf = await pen.end();
  if (o.scan) {
    const r = new Rng(`ind21:scan:${layout}:${seed}`);
    pdf = (await scanPdf(pdf, { ...(r.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, decoys: pen.decoys.filter((d) => d) };
}

export async function generateIndependent21(layout: string, seed: number, o: Opts): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent21Full(layout, seed, o);
  return { pdf, truth };
}
