// Independent set 117: applications a small broker made in office software (Word tables, "Label: ____" letters,
// tab-stop leader lines, a spreadsheet printed with its gridlines), typed, handwritten or exported as a fillable PDF.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Canvas, FONT, type Style } from './canvas.ts';
import { drawKeystone, KEYSTONE } from './keystone.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { drawPelican, PELICAN } from './pelican.ts';
import { drawMaple, MAPLE } from './maple.ts';
import { drawLoneStar, LONESTAR } from './lonestar.ts';

interface Layout {
  broker: { name: string; country: 'US' | 'CA'; pages: number };
  size: [number, number]; font: string; fontSize: number;
  draw(c: Canvas, m: Merchant, rng: Rng): void;
}

const LAYOUTS: Record<string, Layout> = {
  'keystone-word-table': { broker: KEYSTONE, size: [612, 792], font: FONT.sans, fontSize: 9, draw: drawKeystone },
  'pelican-underscore-letter': { broker: PELICAN, size: [612, 792], font: FONT.serif, fontSize: 10.5, draw: drawPelican },
  'maple-tabstop-ca': { broker: MAPLE, size: [612, 792], font: FONT.sans, fontSize: 9.5, draw: drawMaple },
  'lonestar-excel-grid': { broker: LONESTAR, size: [792, 612], font: FONT.sans, fontSize: 9, draw: drawLoneStar },
};

export const INDEPENDENT117_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent117Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: 'US' | 'CA'; style: string;
  scan: boolean; printed: { key: string; text: string; page: number; field?: string }[]; decoys: string[]; pages: number;
}

export async function generateIndependent117(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent117Doc> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent117:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), l.broker.country);
  const style: Style = opts.style;
  const canvas = new Canvas(style, rng.fork('hand'), l.size, style === 'fillable' && opts.scan, l.font, l.fontSize);
  l.draw(canvas, merchant, rng.fork('layout'));
  let pdf = await canvas.end();
  if (opts.scan) {
    const phone = new Rng(`independent117:scan:${layout}:${seed}`).chance(0.3);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  }
  return {
    pdf, truth: canvas.app, layout, broker: l.broker.name, country: l.broker.country, style, scan: opts.scan,
    printed: canvas.printed, decoys: canvas.decoys, pages: canvas.page,
  };
}
