// Independent set 108: direct funders' own merchant applications (funder-branded, with underwriting boxes, ISO partner
// boxes, existing positions and references), five US funders and two Canadian ones. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type Mode, type Printed, type Style } from './form.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { biscayne, gardenState, hudson } from './layouts-us.ts';
import { loneStar, pacificCrest } from './layouts-us2.ts';
import { chinook, lakeshore } from './layouts-ca.ts';

interface Layout { funder: string; country: 'US' | 'CA'; look: { mode: Mode; font: string; bold: string; accent: string; valueFont?: string }; draw: (f: Form, m: Merchant, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  hudson_ridge_ny: { funder: 'Hudson Ridge Capital Funding LLC', country: 'US', look: { mode: 'left', font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#12264a' }, draw: hudson },
  garden_state_nj: { funder: 'Garden State Merchant Funding', country: 'US', look: { mode: 'above', font: 'Times-Roman', bold: 'Times-Bold', accent: '#1d5e3a', valueFont: 'Courier' }, draw: gardenState },
  biscayne_fl: { funder: 'Biscayne Advance Group', country: 'US', look: { mode: 'inside', font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#0e7c86' }, draw: biscayne },
  lone_star_tx: { funder: 'Lone Star Working Capital', country: 'US', look: { mode: 'inside', font: 'Times-Roman', bold: 'Times-Bold', accent: '#7a1f1f' }, draw: loneStar },
  pacific_crest_ca_ut: { funder: 'Pacific Crest Business Funding', country: 'US', look: { mode: 'below', font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#1f5fa8' }, draw: pacificCrest },
  lakeshore_on: { funder: 'Lakeshore Commercial Capital Inc.', country: 'CA', look: { mode: 'left', font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#a3202a' }, draw: lakeshore },
  chinook_ab: { funder: 'Chinook Business Capital Ltd.', country: 'CA', look: { mode: 'below', font: 'Times-Roman', bold: 'Times-Bold', accent: '#d9661f' }, draw: chinook },
};
export const INDEPENDENT108_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent108Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string; funder: string; country: 'US' | 'CA'; style: Style; scan: boolean;
  /** Every printed value that gives truth fields, with the text as printed. */
  printed: Printed[];
  /** Printed values that are not the application's (ISO partner, landlord, bank, references, positions, home addresses ...). */
  decoys: Printed[];
  pages: number;
}

export async function generateIndependent108(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent108Doc> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent108:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), L.country);
  const f = new Form(opts.style, rng.fork(`draw:${opts.style}`), opts.scan, L.look);
  L.draw(f, m, rng.fork('layout'));
  let pdf = await f.end();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 2 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: f.truth(), layout, funder: L.funder, country: L.country, style: opts.style, scan: opts.scan, printed: f.printed, decoys: f.decoys, pages: f.page };
}
