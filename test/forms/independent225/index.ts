// Independent generator, set 225: four fictional US ISO brokers' MCA application forms with exact truth.
import type { Decoy, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal, type Deal } from './data.ts';
import { Form, type PlacedValue, type Style } from './draw.ts';
import { drawKeystone } from './keystone.ts';
import { drawHarborline } from './harborline.ts';
import { drawCrescent } from './crescent.ts';
import { drawPinnacle } from './pinnacle.ts';
import { truthFrom } from './values.ts';

export type { PlacedValue } from './draw.ts';

interface Broker { name: string; maxOwners: number; draw: (f: Form, d: Deal, r: Rng) => void; font: string }
const BROKERS: Record<string, Broker> = {
  keystone_bridge: { name: 'Keystone Bridge Capital', maxOwners: 3, draw: drawKeystone, font: 'Courier' },
  harborline: { name: 'Harborline Funding Partners', maxOwners: 3, draw: drawHarborline, font: 'Helvetica' },
  crescent_ledger: { name: 'Crescent Ledger Advance', maxOwners: 3, draw: drawCrescent, font: 'Times-Roman' },
  pinnacle_path: { name: 'Pinnacle Path Merchant Services', maxOwners: 2, draw: drawPinnacle, font: 'Courier-Bold' },
};
export const INDEPENDENT225_LAYOUT_NAMES: string[] = Object.keys(BROKERS);

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent225(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Generated> {
  const b = BROKERS[layout];
  if (!b) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent225:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), b.maxOwners);
  // The pen's jitter has its own stream: the style never changes the deal or the layout's choices.
  const form = new Form(opts.style, new Rng(`independent225:${layout}:${seed}:pen`), b.font);
  b.draw(form, deal, rng.fork('layout'));
  let pdf = await form.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(form.placed), placed: form.placed, decoys: form.decoys, broker: b.name, country: 'US', pages: form.page };
}
