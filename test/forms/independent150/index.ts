// independent150: "Funders' own applications and renewals". Four fictional direct funders' forms (not brokers'):
// Keystone Ridge Capital's full application with FOR FUNDER USE ONLY and ISO boxes, Bluewater Merchant Funding's
// renewal printing the current advance beside the new request, Pronto Capital's one-page quick app, and Northmark
// Business Capital's multi-location application (US or Canadian). See README.md.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Sheet, type Placed, type Style } from './canvas.ts';
import { makeMerchant, truthFrom, type Country, type Merchant } from './data.ts';
import { drawKeystone } from './keystone.ts';
import { drawBluewater } from './bluewater.ts';
import { drawPronto } from './pronto.ts';
import { drawNorthmark } from './northmark.ts';

export type { Placed, Style } from './canvas.ts';

interface LayoutDef {
  broker: string; typedFont: string; title: string;
  country: (rng: Rng) => Country;
  merchant: { maxOwners: number; soleChance: number };
  draw: (s: Sheet, m: Merchant, rng: Rng) => void;
}

const LAYOUTS: Record<string, LayoutDef> = {
  keystone_full: { broker: 'Keystone Ridge Capital', typedFont: 'Courier', title: 'Merchant Funding Application', country: () => 'US',
    merchant: { maxOwners: 4, soleChance: 0.15 }, draw: drawKeystone },
  bluewater_renewal: { broker: 'Bluewater Merchant Funding', typedFont: 'Helvetica', title: 'Renewal Application', country: () => 'US',
    merchant: { maxOwners: 3, soleChance: 0.12 }, draw: drawBluewater },
  pronto_quick: { broker: 'Pronto Capital', typedFont: 'gothic', title: 'Quick App', country: () => 'US',
    merchant: { maxOwners: 1, soleChance: 0.2 }, draw: drawPronto },
  northmark_multi: { broker: 'Northmark Business Capital', typedFont: 'Times-Roman', title: 'Multi-Location Application',
    country: (rng) => (rng.chance(0.45) ? 'CA' : 'US'), merchant: { maxOwners: 4, soleChance: 0.12 }, draw: drawNorthmark },
};

export const INDEPENDENT150_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: string[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent150(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`independent150: unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent150: a fillable form is not scanned');
  const rng = new Rng(`independent150:${layout}:${seed}`);
  const country = def.country(rng.fork('country'));
  const merchant = makeMerchant(rng.fork('merchant'), country, def.merchant);
  const sheet = new Sheet(opts.style, rng.fork(`ink:${opts.style}`), def.typedFont, { title: `${def.broker} - ${def.title}`, author: def.broker });
  def.draw(sheet, merchant, rng.fork('layout'));
  let pdf = await sheet.finish();
  if (opts.scan) {
    const srng = rng.fork('scan');
    const profile = srng.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...profile, seed: `${layout}:${seed}` })).pdf;
  }
  const placed = sheet.placed;
  return { pdf, truth: truthFrom(placed), placed, decoys: placed.filter((p) => p.decoy).map((p) => p.text), broker: def.broker, country,
    pages: sheet.page };
}
