// Set 44: combined merchant-processing + merchant cash advance applications of card-processing ISOs (restaurants,
// retail, salons, auto repair). Seven layouts; each prints the business and owners among processing decoys.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { merchant, type BIZ, type Merchant } from './data.ts';
import { harborline, keystone, summit } from './layouts-a.ts';
import { bluepoint, crescent } from './layouts-b.ts';
import { ironwood, tricounty } from './layouts-c.ts';
import { Pen, type PenFonts, type Printed, type Style } from './pen.ts';

type Draw = (pen: Pen, m: Merchant, r: Rng) => Promise<void>;
interface Layout { draw: Draw; kinds: (keyof typeof BIZ)[]; fonts: PenFonts }

const SANS: PenFonts = { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier' };
const LAYOUTS: Record<string, Layout> = {
  'Keystone Merchant Services': { draw: keystone, kinds: ['restaurant', 'retail', 'salon', 'auto'], fonts: SANS },
  'Harborline Payments': { draw: harborline, kinds: ['restaurant'], fonts: { ...SANS, typed: 'Helvetica' } },
  'Summit Card Solutions': { draw: summit, kinds: ['salon'], fonts: SANS },
  'Bluepoint ISO Group': { draw: bluepoint, kinds: ['auto'], fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier-Bold' } },
  'Crescent Bay Merchant Funding': { draw: crescent, kinds: ['restaurant', 'retail', 'salon', 'auto'], fonts: { label: 'Courier', bold: 'Courier-Bold', typed: 'Courier' } },
  'Ironwood Processing Partners': { draw: ironwood, kinds: ['retail', 'restaurant'], fonts: { ...SANS, typed: 'Helvetica' } },
  'Tri-County Bankcard': { draw: tricounty, kinds: ['retail', 'auto', 'salon', 'restaurant'], fonts: { label: 'Times-Roman', bold: 'Times-Bold', typed: 'Courier' } },
};

export const INDEPENDENT44_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated44 { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant }

/** The form with what it printed (for the tests). */
export async function generate44Detailed(layout: string, seed: number, style: Style): Promise<Generated44> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent44:${layout}:${seed}:${style}`);
  const m = merchant(r.fork('merchant'), r.pick(l.kinds));
  const pen = new Pen(style, r.fork('pen'), l.fonts);
  await l.draw(pen, m, r.fork('layout'));
  return { pdf: await pen.finish(), truth: pen.app, printed: pen.printed, merchant: m };
}

export async function generateIndependent44(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generate44Detailed(layout, seed, o.style);
  const pdf = o.scan && o.style !== 'fillable' ? (await scanPdf(g.pdf, { ...OFFICE_SCANNER, seed })).pdf : g.pdf;
  return { pdf, truth: g.truth };
}
