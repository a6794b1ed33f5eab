// Independent generator, set 182: Canadian merchant-cash-advance applications, second series. Four fictional brokers'
// bilingual (English/French) forms, each drawn typed, handwritten or as a fillable AcroForm, optionally scanned, with
// the exact truth applications.md reads from what is printed (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Placed, type Style } from './draw.ts';
import { merchant, type Merchant } from './data.ts';
import { truthFrom } from './truth.ts';
import { drawBoreal } from './layout-boreal.ts';
import { drawMaple } from './layout-maple.ts';
import { drawAtlantique } from './layout-atlantique.ts';
import { drawPrairie } from './layout-prairie.ts';

export type { Placed, Style } from './draw.ts';

interface Layout {
  broker: string;
  /** Where this broker's merchants are, weighted. */
  provinces: readonly (readonly [string, number])[];
  maxOwners: number;
  typedFont: 'Helvetica' | 'Courier';
  genericNames: boolean;
  draw: (s: Sheet, m: Merchant, rng: Rng) => void;
}

const LAYOUTS: Record<string, Layout> = {
  boreal: { broker: 'Capital Boréal', provinces: [['QC', 8], ['ON', 1], ['NB', 1]], maxOwners: 4, typedFont: 'Helvetica',
    genericNames: false, draw: drawBoreal },
  maple: { broker: 'Maple Ridge Funding Partners', provinces: [['ON', 5], ['QC', 2], ['BC', 1.5], ['MB', 0.5], ['NS', 0.5]], maxOwners: 4,
    typedFont: 'Courier', genericNames: true, draw: drawMaple },
  atlantique: { broker: 'Atlantique Marchand Capital', provinces: [['NB', 4], ['NS', 2], ['PE', 1], ['NL', 1], ['QC', 2]], maxOwners: 3,
    typedFont: 'Helvetica', genericNames: false, draw: drawAtlantique },
  prairie: { broker: 'Prairie Nord Advance', provinces: [['AB', 3], ['SK', 1.5], ['MB', 1.5], ['BC', 1], ['QC', 1.5], ['YT', 0.2], ['NT', 0.2]],
    maxOwners: 4, typedFont: 'Helvetica', genericNames: true, draw: drawPrairie },
};

export const INDEPENDENT182_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export async function generateIndependent182(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live only in form fields');
  // The merchant and the layout's choices come from the seed alone: the three styles of one seed share one truth.
  const rng = new Rng(`independent182:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), l.provinces, l.maxOwners);
  const sheet = new Sheet(opts.style, `independent182:${layout}:${seed}`, { title: `${l.broker} application`, author: l.broker,
    typedFont: l.typedFont, genericNames: l.genericNames });
  l.draw(sheet, m, rng.fork('layout'));
  let pdf = await sheet.finish();
  if (opts.scan) {
    // Office scanner mostly, a phone photo for one seed in three.
    const faults = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...faults, seed: `independent182:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: 'CA', pages: sheet.page };
}
