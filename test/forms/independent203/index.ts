// Independent generator, set 203: bilingual Spanish-English applications from four fictional US brokers (Miami,
// Houston, Los Angeles, San Antonio), typed, handwritten or fillable, optionally scanned; the truth comes from what
// was placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { houston, miami } from './layouts-a.ts';
import { la, sa } from './layouts-b.ts';
import { makeDeal, type Deal } from './model.ts';
import { Sheet, truthFrom, type Placed, type Style, type ValueFont } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; city: string; draw(s: Sheet, d: Deal, r: Rng): void; captions: Sheet['captionFont'] }
const LAYOUTS: Record<string, Layout> = {
  'sol-capital-miami': { broker: 'Sol Capital Group', city: 'miami', draw: miami, captions: 'Helvetica' },
  'puente-funding-houston': { broker: 'Puente Funding Solutions', city: 'houston', draw: houston, captions: 'DejaVu' },
  'avance-capital-los-angeles': { broker: 'Avance Business Capital', city: 'la', draw: la, captions: 'Helvetica' },
  'alamo-merchant-san-antonio': { broker: 'Álamo Merchant Services', city: 'sa', draw: sa, captions: 'Times-Roman' },
};
export const INDEPENDENT203_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent203(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in its fields');
  const deal = makeDeal(l.city, seed);
  // Printing choices (date formats, name order, value font) come from their own generator, never from the style.
  const print = new Rng(`independent203:print:${layout}:${seed}`);
  const font = print.pick<ValueFont>(['Courier', 'Helvetica', 'Times-Roman']);
  const sheet = new Sheet(opts.style, font, l.captions, `independent203:ink:${layout}:${seed}`);
  l.draw(sheet, deal, print);
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  const { truth, decoys } = truthFrom(sheet.placed);
  return { pdf, truth, placed: sheet.placed, decoys, broker: l.broker, country: 'US', pages: sheet.page };
}
