// Set 42: forms of one-person MCA broker shops, made in Word or Google Docs (typos and abbreviations in the labels,
// values typed over underscores, tab-aligned pairs, home-made logos, blanks and hand-added notes), with exact truth.
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { finish, newCtx, type Ctx, type Printed, type Style } from './kit.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { mainStreet, rivera } from './layouts-a.ts';
import { apex, bluewater } from './layouts-b.ts';
import { greenleaf, northshore, sunbelt } from './layouts-c.ts';

type Draw = (c: Ctx, m: Merchant) => void;
const LAYOUTS: Record<string, { draw: Draw; canada?: boolean; fonts: { label: string; bold: string; typed: string } }> = {
  'Rivera Capital Solutions': { draw: rivera, fonts: { label: 'Times-Roman', bold: 'Times-Bold', typed: 'Courier' } },
  'Main Street Funding Group': { draw: mainStreet, fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica' } },
  'Bluewater Biz Funding': { draw: bluewater, fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Times-Roman' } },
  'Apex Merchant Partners': { draw: apex, fonts: { label: 'Times-Roman', bold: 'Times-Bold', typed: 'Helvetica' } },
  'Greenleaf Advance Co': { draw: greenleaf, fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier' } },
  'Northshore Business Capital': { draw: northshore, canada: true, fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica' } },
  'Sunbelt Funding Desk': { draw: sunbelt, fonts: { label: 'Times-Roman', bold: 'Times-Bold', typed: 'Times-Roman' } },
};

export const INDEPENDENT42_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated42 { pdf: Uint8Array; truth: TruthApplication; printed: Printed[] }

/** The form and its truth, plus what was printed (for the tests). Deterministic for (layout, seed, style). */
export async function generate42(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated42> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const c = newCtx(seed, layout, o.style, l.fonts);
  const m = makeMerchant(c.r.fork('merchant'), l.canada ?? false);
  l.draw(c, m);
  let pdf = await finish(c);
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf;
  return { pdf, truth: c.truth, printed: c.printed };
}

export async function generateIndependent42(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generate42(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
