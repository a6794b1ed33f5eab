// Independent generator, set 130: ordinary one- and two-page MCA broker applications (Texas, Ohio, New Jersey,
// Ontario ISOs). See README.md. Deterministic: the same (layout, seed, style, scan) gives the same bytes and truth.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Broker, Ctx } from './common.ts';
import { Sheet, type Printed, type Style } from './draw.ts';
import { buckeye, lonestar } from './layouts1.ts';
import { gardenstate, northway } from './layouts2.ts';
import { makeMerchant, type Merchant } from './model.ts';

interface Layout { draw: (c: Ctx) => void; broker: Broker; canada: number }
const LAYOUTS: Record<string, Layout> = {
  'lonestar-boxed': { draw: lonestar, canada: 0, broker: { name: 'Lone Star Business Capital', tagline: 'Fast working capital for Texas small business',
    address: '2500 Wilcrest Dr, Suite 310, Houston, TX 77042', phone: '(832) 555-0148', web: 'www.lonestarbizcap.com', color: '#8b1e2d' } },
  'buckeye-two-page': { draw: buckeye, canada: 0, broker: { name: 'Buckeye Merchant Funding', tagline: 'Merchant cash advance | Equipment | Lines of credit',
    address: '175 S. Third St, Floor 4, Columbus, OH 43215', phone: '(614) 555-0190', web: 'buckeyemerchantfunding.com', color: '#b0372b' } },
  'gardenstate-grid': { draw: gardenstate, canada: 0, broker: { name: 'Garden State Merchant Advisors', tagline: 'Business funding in 24-48 hours',
    address: '411 Hackensack Ave, Hackensack, NJ 07601', phone: '(201) 555-0137', web: 'www.gsmerchantadvisors.com', color: '#1d5c3a' } },
  'northway-ontario': { draw: northway, canada: 0.75, broker: { name: 'Northway Capital Group', tagline: 'Business cash advances across Canada and the U.S.',
    address: '90 Burnhamthorpe Rd W, Suite 1400, Mississauga, ON L5B 3C3', phone: '(905) 555-0126', web: 'northwaycapital.ca', color: '#17456e' } },
};

export const INDEPENDENT130_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated130 {
  pdf: Uint8Array; truth: TruthApplication; layout: string; style: Style; scan: boolean;
  /** Every value drawn: its text, the truth paths it gives (none for a decoy), its AcroForm field on fillable forms. */
  printed: Printed[]; merchant: Merchant; broker: string;
}

export async function generateIndependent130(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated130> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a scan is of a typed or handwritten form');
  const root = new Rng(`independent130:${layout}:${seed}`);
  const m = makeMerchant(root.fork('merchant'), { canada: l.canada });
  // The same draws for every style: a seed's form says the same things typed, handwritten or fillable.
  const r = root.fork('print');
  const s = new Sheet(opts.style, root.fork('sheet'), l.broker.name);
  l.draw({ s, m, r, b: l.broker });
  let pdf = await s.finish();
  if (opts.scan) {
    const sr = root.fork('scan');
    const kind = sr.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...kind, seed: `${layout}:${seed}` })).pdf;
  }
  // The order of the truth's applicants is the printed order; applicants are filled as their values are drawn.
  return { pdf, truth: s.truth, layout, style: opts.style, scan: opts.scan, printed: s.printed, merchant: m, broker: l.broker.name };
}
