// Set 132: merchant-application forms whose values are written in unusual but human formats ('$50K', 'USD 75 000',
// 'Fifty thousand dollars ($50,000)', 'March 3rd, 2019', '3/2019', '1/2', 'half', 'L.L.C.', 'LAST, First MI',
// 'every business day'), from four fictional brokers. The truth is built from what each layout printed (sheet.ts).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';
import { keystone, maple } from './layouts-a.ts';
import { lonestar, pacific } from './layouts-b.ts';

interface Layout { draw: (s: Sheet, m: Merchant, rng: Rng) => void; title: string; typedFont: string; canadaShare: number }

const LAYOUTS: Record<string, Layout> = {
  keystone_ledger: { draw: keystone, title: 'Keystone Ledger Capital - Funding Application', typedFont: 'Courier', canadaShare: 0 },
  maple_main_crossborder: { draw: maple, title: 'Maple & Main Merchant Funding - Application', typedFont: 'Helvetica', canadaShare: 0.55 },
  lone_star_bridge: { draw: lonestar, title: 'Lone Star Bridge Funding - Merchant Application', typedFont: 'Times-Roman', canadaShare: 0 },
  pacific_crest: { draw: pacific, title: 'Pacific Crest Advance Partners - Application', typedFont: 'Courier', canadaShare: 0 },
};

export const INDEPENDENT132_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated132 {
  pdf: Uint8Array; truth: TruthApplication; layout: string; style: string; scan: boolean;
  /** Every value printed that the truth reads (with the text as printed) and every decoy printed beside them. */
  printed: Printed[]; decoys: Printed[]; country: 'US' | 'CA';
}

export async function generateIndependent132(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Generated132> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent132:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), { canadaShare: spec.canadaShare });
  const style: Style = opts.style;
  const sheet = new Sheet(style, rng.fork('ink'), spec.typedFont, spec.title);
  spec.draw(sheet, merchant, rng.fork('layout'));
  let pdf = await sheet.finish();
  if (opts.scan && style !== 'fillable') {
    const scanner = rng.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: sheet.truth(), layout, style, scan: opts.scan && style !== 'fillable', printed: sheet.printed, decoys: sheet.decoys, country: merchant.country };
}
