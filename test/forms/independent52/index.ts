// Set 52: paper-first application forms printed to be filled by pen (CIRCLE ONE lists, yes/no questions, "check all
// that apply", numbered questions, authorisation paragraphs with blanks, comb boxes, a two-page form, a Canadian
// form), filled typed, by hand, or as a fillable PDF. See README.md.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Entity, type Merchant } from './merchant.ts';
import { Pen, type Printed, type Style } from './pen.ts';
import { KEYSTONE, PINECREST, LAKESHORE } from './layouts-a.ts';
import { NORTHERN_MAPLE, HARBORVIEW } from './layouts-b.ts';
import { REDWOOD, STERLING_OAK } from './layouts-c.ts';

export interface Layout {
  country?: 'US' | 'CA';
  owners?: [number, number];
  entities: Entity[];
  /** The font a person typing into the form would get. */
  font: string;
  /** How the form's authoring tool named its fields. */
  naming: (n: number, kind: 'text' | 'check' | 'radio') => string;
  draw(p: Pen, m: Merchant, r: Rng, seed: number): void;
}

const LAYOUTS: Record<string, Layout> = {
  'keystone-bridge': KEYSTONE, 'pinecrest-funding': PINECREST, 'lakeshore-merchant': LAKESHORE, 'northern-maple': NORTHERN_MAPLE,
  'harborview-advance': HARBORVIEW, 'redwood-ledger': REDWOOD, 'sterling-oak': STERLING_OAK,
};
export const INDEPENDENT52_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[]; merchant: Merchant }

/** The form with what the test needs besides the truth: each value's printed text and the decoys. */
export async function buildIndependent52(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const m = makeMerchant(seed, layout, { country: l.country, owners: l.owners, entities: l.entities });
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
    info: { CreationDate: new Date(0), ModDate: new Date(0), Producer: o.style === 'fillable' ? 'Adobe Acrobat Pro' : 'PDFKit', Creator: layout } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  // the layout's draws (form text, choices) come from one stream; the pen's ink from another, so styles share the merchant
  const pen = new Pen(doc, o.style, new Rng(`pen52:${layout}:${seed}:${o.style}`), l.font, l.naming);
  l.draw(pen, m, new Rng(`form52:${layout}:${seed}`), seed);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}:${o.style}` })).pdf;
  return { pdf, truth: pen.app, printed: pen.printed, decoys: pen.decoys, merchant: m };
}

export async function generateIndependent52(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent52(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
