// Independent form set 200: US brokers whose "application" is a print-out of their CRM's record page. Each layout
// is one fictional broker's CRM; the deal and every printing choice come from (layout, seed), never from the style.
import type { Placed } from '../generator/canvas.ts';
import { applicationFrom, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal, type Deal } from './deal.ts';
import { blueharbor, peakline } from './layouts.ts';
import { crescent, gridiron } from './layouts2.ts';
import { Sheet, type Face, type Style } from './sheet.ts';

interface Layout { broker: string; face: Face; draw: (s: Sheet, d: Deal, r: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  peakline_salesforce: { broker: 'Peakline Funding Group', face: 'Helvetica', draw: peakline },
  blueharbor_hubspot: { broker: 'BlueHarbor Capital', face: 'Times-Roman', draw: blueharbor },
  crescent_zoho: { broker: 'Crescent Lane Advance', face: 'Courier', draw: crescent },
  gridiron_signed: { broker: 'Gridiron Merchant Partners', face: 'Helvetica', draw: gridiron },
};

export const INDEPENDENT200_LAYOUT_NAMES = Object.keys(LAYOUTS);

export interface Independent200Form {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent200(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent200Form> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const style: Style = opts.style;
  const deal = makeDeal(layout, seed);
  const sheet = new Sheet(style, l.face, `independent200:${layout}:${seed}`);
  // The printing choices' own stream, independent of the style and of the deal's draws.
  l.draw(sheet, deal, new Rng(`independent200:${layout}:${seed}:print`));
  let pdf = await sheet.finish();
  if (opts.scan) {
    const scanner = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` })).pdf;
  }
  const { application } = applicationFrom(sheet.placed);
  return { pdf, truth: application, placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: 'US', pages: sheet.page };
}
