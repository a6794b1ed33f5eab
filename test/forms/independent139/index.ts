// Set 139: application forms whose layout is not one label beside one box. Captions under the value lines
// (Harborline), labels to the right of their values (Maple & Pine, Canada), numbered questions answered far away
// (Keystone Bridge), and two side-by-side columns whose rows do not line up (Sundial). See README.md.
import PDFDocument from 'pdfkit';
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { drawHarborline } from './layout-harborline.ts';
import { drawKeystone } from './layout-keystone.ts';
import { drawMaplePine } from './layout-maplepine.ts';
import { drawSundial } from './layout-sundial.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { DING_FONT, HAND_FONT, Painter, type DecoyOut, type Printed, type Style } from './paint.ts';
import { buildTruth } from './truth139.ts';

interface Layout { broker: string; canada: boolean; typedFont: string; draw: (p: Painter, m: Merchant, rng: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  'harborline-captions-below': { broker: 'Harborline Capital Partners', canada: false, typedFont: 'Courier', draw: drawHarborline },
  'maplepine-labels-right': { broker: 'Maple & Pine Merchant Funding', canada: true, typedFont: 'Helvetica', draw: drawMaplePine },
  'keystone-numbered-answers': { broker: 'Keystone Bridge Funding', canada: false, typedFont: 'Times-Roman', draw: drawKeystone },
  'sundial-split-columns': { broker: 'Sundial Merchant Services', canada: false, typedFont: 'Courier', draw: drawSundial },
};

export const INDEPENDENT139_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent139Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  printed: Printed[];
  decoys: DecoyOut[];
  pages: number;
}

async function render(layout: Layout, name: string, seed: number, style: Style): Promise<{ pdf: Uint8Array; p: Painter; m: Merchant; pages: number }> {
  const rng = new Rng(`independent139:${name}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), layout.canada);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, autoFirstPage: true,
    info: { Title: `${layout.broker} application`, Producer: layout.broker, Creator: 'independent139', CreationDate: new Date(Date.UTC(2026, 2, 2)) } });
  doc.registerFont('hand', HAND_FONT);
  doc.registerFont('ding', DING_FONT);
  if (style === 'fillable') doc.font('Helvetica').initForm();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const p = new Painter(doc, style, rng.fork('pen'), name.split('-')[0]!.slice(0, 4), layout.typedFont);
  let pages = 1;
  doc.on('pageAdded', () => { pages++; });
  layout.draw(p, m, rng.fork('layout'));
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), p, m, pages };
}

export async function generateIndependent139(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent139Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT139_LAYOUT_NAMES.join(', ')}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned (its values would be lost)');
  const r = await render(l, layout, seed, opts.style);
  const truth = buildTruth(r.m, r.p.printed);
  let pdf = r.pdf;
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth, printed: r.p.printed, decoys: r.p.decoys, pages: r.pages };
}
