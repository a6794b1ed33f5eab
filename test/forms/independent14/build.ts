// One form built: the merchant from the seed, the layout drawn with the style's pen, and the truth and decoys the pen
// recorded (the tests read these; index.ts hands on the PDF and the truth only).
import type { TruthApplication } from '../generator/truth.ts';
import { harborline, mapleNorth } from './layouts-1.ts';
import { bluewater, keystone } from './layouts-2.ts';
import { crescent, pioneer, summit } from './layouts-3.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { Pen, type Ink, type Mark } from './pen.ts';

type Draw = (p: Pen, m: Merchant, seed: number) => void;
const LAYOUTS: Record<string, { draw: Draw; ca: boolean; typed: string; hand: string }> = {
  harborline_two_page: { draw: harborline, ca: false, typed: 'Helvetica', hand: 'Helvetica-Oblique' },
  maple_north_ca: { draw: mapleNorth, ca: true, typed: 'Times-Roman', hand: 'Times-Italic' },
  keystone_sidebar: { draw: keystone, ca: false, typed: 'Courier-Bold', hand: 'Helvetica-Oblique' },
  bluewater_owners_table: { draw: bluewater, ca: false, typed: 'Helvetica', hand: 'Times-Italic' },
  crescent_dense_grid: { draw: crescent, ca: false, typed: 'Courier', hand: 'Courier-Oblique' },
  summit_checkbox_grid: { draw: summit, ca: false, typed: 'Helvetica', hand: 'Helvetica-BoldOblique' },
  pioneer_instructions: { draw: pioneer, ca: false, typed: 'Courier', hand: 'Times-BoldItalic' },
};

export interface Built { pdf: Uint8Array; truth: TruthApplication; marks: Mark[]; decoys: Mark[]; merchant: Merchant; style: Ink }

export async function build(layout: string, seed: number, style: Ink, scan: boolean): Promise<Built> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent14 layout: ${layout}`);
  const m = makeMerchant(seed, layout, l.ca);
  // A fillable form that is scanned was printed with its values first: it is drawn as typed.
  const ink: Ink = style === 'fillable' && scan ? 'typed' : style;
  const p = new Pen(ink, `${layout}:${seed}:${style}`, l.typed, l.hand);
  l.draw(p, m, seed);
  return { pdf: await p.finish(), truth: p.app, marks: p.marks, decoys: p.decoys, merchant: m, style: ink };
}
