// Set 119: merchant applications from industry-specialist brokers (trucking, medical/dental, restaurant/bar,
// construction). Each form prints many official numbers beside the EIN/BN and SSN/SIN (USDOT, MC, CVOR, IFTA, NPI, DEA,
// licence, liquor-licence, DUNS, sales-tax numbers) and trade answers (fleet size, seats, bonding) that are never fields.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';
import { northline } from './trucking-ca.ts';
import { caduceus } from './medical-us.ts';
import { lastCall } from './restaurant-us.ts';
import { keystone } from './contractor-us.ts';

export const INDEPENDENT119_LAYOUT_NAMES: readonly string[] = ['northline-freight-ca', 'caduceus-practice-us', 'last-call-hospitality-us', 'keystone-build-us'];

const LAYOUTS: Record<string, { draw: (s: Sheet, r: Rng) => Promise<void>; title: string; creator: string; font?: string }> = {
  'northline-freight-ca': { draw: northline, title: 'Northline Freight Capital - Carrier Application', creator: 'Microsoft Word for Microsoft 365' },
  'caduceus-practice-us': { draw: caduceus, title: 'Caduceus Practice Capital Application', creator: 'Adobe InDesign 19.2', font: 'Times-Roman' },
  'last-call-hospitality-us': { draw: lastCall, title: 'Last Call Funding - Restaurant & Bar Application', creator: 'Canva' },
  'keystone-build-us': { draw: keystone, title: 'KEYSTONE BUILD CAPITAL - CONTRACTOR FUNDING APPLICATION', creator: 'Acrobat PDFMaker 24 for Excel', font: 'Courier' },
};

export async function generateIndependent119(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; layout: string; printed: Printed[]; decoys: string[];
}> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent119:${layout}:${seed}`);
  const sheet = new Sheet(opts.style, rng.fork(`sheet:${opts.style}`), { title: spec.title, creator: spec.creator }, spec.font);
  await spec.draw(sheet, rng.fork('form'));
  let pdf = await sheet.finish();
  if (opts.scan) {
    const phone = rng.chance(0.25);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: sheet.application(), layout, printed: sheet.printed, decoys: sheet.decoys };
}
