// Independent set 128: sloppy hand-filled merchant application forms from three fictional brokers. See README.md.
import type { TruthApplication } from '../generator/truth.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { makeMerchant, type Country, type Merchant } from './model.ts';
import { Pen, type Drawn, type Style } from './pen.ts';
import { truthOf } from './common.ts';
import { drawBluewater } from './bluewater.ts';
import { drawKeystone } from './keystone.ts';
import { drawMaple } from './maple.ts';

interface LayoutDef { country: Country; maxOwners: number; font: string; draw: (p: Pen, m: Merchant) => number }
const LAYOUTS: Record<string, LayoutDef> = {
  bluewater: { country: 'US', maxOwners: 2, font: 'Courier', draw: drawBluewater },
  keystone: { country: 'US', maxOwners: 4, font: 'Helvetica', draw: drawKeystone },
  maple: { country: 'CA', maxOwners: 3, font: 'Courier-Bold', draw: drawMaple },
};
export const INDEPENDENT128_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent128Result {
  pdf: Uint8Array; truth: TruthApplication; layout: string; style: Style; scan: boolean;
  /** Every value drawn, with the truth fields it gives (decoys give none). */
  drawn: Drawn[]; decoys: string[]; pages: number;
}

export async function generateIndependent128(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent128Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent128 layout ${layout}`);
  const m = makeMerchant(seed, def.country, def.maxOwners, layout);
  const pen = new Pen(opts.style, `${layout}:${seed}`, def.font, opts.scan);
  const owners = def.draw(pen, m);
  // A scanned fillable form is the filled form printed: its field appearances are on the page, not in fields.
  let pdf = await pen.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 2 ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthOf(pen.drawn, owners), layout, style: opts.style, scan: opts.scan, drawn: pen.drawn,
    decoys: pen.drawn.filter((d) => d.decoy).map((d) => d.text), pages: pen.page };
}
