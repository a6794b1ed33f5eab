// Set 43: web-portal and CRM printouts of merchant applications (a broker's portal, Salesforce-, HubSpot-,
// LendingFront-, JotForm- and Google-Forms-like pages, a Canadian portal), typed, handwritten or fillable, optionally
// scanned. The truth is what each printout shows, read by applications.md's rules.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { brightlane, keystone, northpoint, ridgeview } from './layouts-a.ts';
import { apex, fundwise, mapleleaf } from './layouts-b.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

type Draw = (s: Sheet, m: Merchant, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; ca: boolean; maxOwners: number; font: string }> = {
  'Brightlane Capital portal': { draw: brightlane, ca: false, maxOwners: 4, font: 'Helvetica' },
  'Keystone Funding Salesforce opportunity': { draw: keystone, ca: false, maxOwners: 3, font: 'Helvetica' },
  'Northpoint Advance HubSpot record': { draw: northpoint, ca: false, maxOwners: 2, font: 'Helvetica' },
  'Ridgeview Funding partner portal': { draw: ridgeview, ca: false, maxOwners: 4, font: 'Helvetica' },
  'Apex Merchant Services JotForm submission': { draw: apex, ca: false, maxOwners: 4, font: 'Helvetica' },
  'Fundwise Google Forms response': { draw: fundwise, ca: false, maxOwners: 2, font: 'Helvetica' },
  'Maple Leaf Business Capital portal (Canada)': { draw: mapleleaf, ca: true, maxOwners: 3, font: 'Helvetica' },
};

export const INDEPENDENT43_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[] }

/** The printout with what it printed (values and decoys), for the tests. */
export async function generateIndependent43Detailed(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable PDF is not scanned: its values live only in form fields');
  const rng = new Rng(`a43:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), { ca: l.ca, maxOwners: l.maxOwners });
  const s = new Sheet(o.style, rng.fork(`ink:${o.style}`), l.font);
  l.draw(s, m, rng.fork('layout'));
  let pdf = await s.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf;
  return { pdf, truth: s.app, printed: s.printed, decoys: s.decoys };
}

export async function generateIndependent43(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent43Detailed(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
