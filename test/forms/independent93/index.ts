// Set 93 of the independent application forms: fillable PDFs as real form software makes them (radio groups with
// odd export values, checkboxes with any on-state, dropdowns, comb and multiline fields, hierarchical and generic
// field names, tooltips, partial flattening, a read-only ISO number), drawn also as typed and handwritten forms.
// Seven brokers' layouts; the truth is what a careful person reads on the filled form (README.md).
import PDFDocument from 'pdfkit';
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { Layout } from './common.ts';
import { harborline } from './layout-harborline.ts';
import { merchant } from './model.ts';
import { quillpoint } from './layout-quillpoint.ts';
import { meridian } from './layout-meridian.ts';
import { crestview } from './layout-crestview.ts';
import { blueledger } from './layout-blueledger.ts';
import { northbay } from './layout-northbay.ts';
import { sterling } from './layout-sterling.ts';
import { Sheet, type DecoyShown, type SheetConfig, type Shown, type Style } from './sheet.ts';

const LAYOUTS: readonly Layout[] = [harborline, quillpoint, meridian, crestview, blueledger, northbay, sterling];
export const INDEPENDENT93_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent93Result {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; tool: string; style: Style; scan: boolean;
  /** Every value slot as shown (field name and pdf.js value for live fields, the text otherwise), for the tests. */
  shown: Shown[]; decoys: DecoyShown[]; pages: number; skews?: number[];
}

const LOOK: Record<string, Pick<SheetConfig, 'needAppearances' | 'typedFont' | 'flatFont' | 'hand' | 'mark'>> = {
  harborline: { needAppearances: false, typedFont: 'Helvetica', flatFont: 'Courier', hand: 'kalam', mark: 'check' },
  blueledger: { needAppearances: true, typedFont: 'Helvetica', flatFont: 'Courier', hand: 'kalam', mark: 'check' },
  northbay: { needAppearances: false, typedFont: 'Helvetica', flatFont: 'Courier', hand: 'patrick', mark: 'check' },
  sterling: { needAppearances: true, typedFont: 'Helvetica', flatFont: 'Courier', hand: 'kalam', mark: 'x' },
  crestview: { needAppearances: true, typedFont: 'Courier', flatFont: 'Courier', hand: 'patrick', mark: 'x' },
  meridian: { needAppearances: false, typedFont: 'Helvetica', flatFont: 'Courier', hand: 'kalam', mark: 'x' },
  quillpoint: { needAppearances: true, typedFont: 'Times-Roman', flatFont: 'Courier', hand: 'patrick', mark: 'x' },
};

export async function generateIndependent93(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent93Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT93_LAYOUT_NAMES.join(', ')}`);
  const rng = new Rng(`independent93:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), l.country);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
    info: { Title: `${l.broker} application`, Creator: l.tool, Producer: l.tool, CreationDate: new Date(Date.UTC(2024, 2, 4, 15, 0, 0)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const sheet = new Sheet(doc, { ...LOOK[layout]!, style: opts.style, printed: opts.style === 'fillable' && opts.scan, seed: `${layout}:${seed}` });
  let pages = 1;
  doc.on('pageAdded', () => pages++);
  l.draw({ doc, sheet, m, rng: rng.fork('layout') });
  doc.end();
  await ended;
  const truth = sheet.truth;
  if (truth.state_region || truth.business_tax_id) truth.country = m.biz.country === 'US' ? 'United States' : 'Canada';
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  let skews: number[] | undefined;
  if (opts.scan) {
    const s = await scanPdf(pdf, { seed: `independent93:${layout}:${seed}` });
    pdf = s.pdf;
    skews = s.skews;
  }
  return { pdf, truth, layout, broker: l.broker, tool: l.tool, style: opts.style, scan: opts.scan, shown: sheet.shown, decoys: sheet.decoys, pages,
    ...(skews ? { skews } : {}) };
}
