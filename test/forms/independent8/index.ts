// Independent set 8: seven fictional brokers' MCA application forms with exact truth (see README.md).
import type { TruthApplication } from '../generator/truth.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { draw, truthOf } from './compose.ts';
import { LAYOUTS } from './layouts.ts';
import { makeMerchant } from './merchant.ts';
import { type Printed, Sheet } from './sheet.ts';

export const INDEPENDENT8_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent8Options { style?: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }

/** The form, its truth and what it printed (for this set's own tests). */
export async function buildIndependent8(layout: string, seed: number | string, o: Independent8Options = {}): Promise<{ pdf: Uint8Array; truth: TruthApplication; printed: Printed }> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent8 layout ${layout}`);
  const key = `${layout}:${seed}`;
  const m = makeMerchant(key, { country: l.country, sole: l.sole, owners: l.owners });
  const sheet = new Sheet(o.style ?? 'typed', !!o.scan, `${key}:${o.style ?? 'typed'}`);
  draw(sheet, l, m, key);
  let pdf = await sheet.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${key}:scan`, dpi: 200 })).pdf;
  return { pdf, truth: truthOf(l, m), printed: sheet.printed };
}

export async function generateIndependent8(layout: string, seed: number | string, o: Independent8Options = {}): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent8(layout, seed, o);
  return { pdf, truth };
}
