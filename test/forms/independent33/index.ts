// Independent set 33: flat (non-fillable) broker and funder applications filled on a computer with a PDF viewer's
// tools (Fill & Sign / Preview / browser FreeText annotations, Ink and Stamp check marks, typewriter text) or
// "printed to PDF" with the values flattened; the same forms filled by pen, or rebuilt with live AcroForm fields.
import PDFDocument from 'pdfkit';
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { FormPage, MARGIN, WIDTH, type Section } from './form.ts';
import { Filler, registerHands, type Style } from './fill.ts';
import { LAYOUTS, type Layout } from './layouts.ts';
import { truthOf, values } from './values.ts';

type Doc = InstanceType<typeof PDFDocument>;

export const INDEPENDENT33_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

function header(doc: Doc, L: Layout, page: number, pages: number, r: Rng): number {
  const k = L.look;
  doc.fillColor(k.accent).font(k.bold).fontSize(page === 0 ? 17 : 11).text(L.broker, MARGIN, 36, { lineBreak: false });
  doc.fillColor('#444444').font(k.font).fontSize(7.5).text(`Page ${page + 1} of ${pages}`, MARGIN + WIDTH - 60, 40, { width: 60, align: 'right' });
  if (page > 0) return 58;
  doc.fontSize(7.8).text(L.tagline, MARGIN, 57, { lineBreak: false });
  doc.fillColor('#000000').font(k.bold).fontSize(12.5).text(L.title, MARGIN, 72, { width: WIDTH, align: k.head === 'plain' ? 'left' : 'center' });
  doc.moveTo(MARGIN, 90).lineTo(MARGIN + WIDTH, 90).lineWidth(k.head === 'bar' ? 2 : 0.8).strokeColor(k.accent).stroke();
  doc.fillColor('#666666').font(k.font).fontSize(6.5).text(`Form ${L.name.slice(0, 3).toUpperCase()}-${r.pick(['0319', '1122', '0724'])} · Submission date: ____________`, MARGIN, 93, { lineBreak: false });
  return 101;
}

function fillPage(f: Filler, fp: FormPage, v: Record<string, string>, n: number, printed: Map<string, string>): void {
  for (const s of fp.slots) {
    const owner = /^o(\d)\./.exec(s.key);
    if (owner && Number(owner[1]) >= n) { if (s.check) f.emptyBox(s); continue; }
    if (s.key.endsWith('.sig')) { f.signature(s); continue; }
    const val = v[s.key] ?? '';
    if (s.check) {
      if (val) { f.check(s, s.key); printed.set(s.key, 'X'); } else f.emptyBox(s);
    } else if (val) { f.text(s, val); printed.set(s.key, val); }
  }
}

async function render(L: Layout, v: Record<string, string>, n: number, style: Style, r: Rng): Promise<{ pdf: Uint8Array; printed: Map<string, string> }> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, info: { Title: L.title, Author: L.broker, Creator: L.creator, CreationDate: new Date(Date.UTC(2026, 10, 24, 15, 2)), ModDate: new Date(Date.UTC(2026, 10, 24, 15, 40)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((res) => doc.on('end', () => res()));
  registerHands(doc);
  if (style === 'fillable') doc.initForm();
  const f = new Filler(doc, style, L.tool, r.fork('fill'));
  const printed = new Map<string, string>();
  const pages: Section[][] = L.pages(L.owners);
  pages.forEach((secs, p) => {
    doc.addPage();
    const fp = new FormPage(doc, L.look, p, header(doc, L, p, pages.length, r.fork(`h${p}`)));
    for (const s of secs) fp.section(s);
    fillPage(f, fp, v, n, printed);
  });
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), printed };
}

/** The merchant behind (layout, seed), for the tests' decoy checks. */
export function merchantOf(layout: string, seed: number): Merchant {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`independent33: unknown layout ${layout}`);
  return makeMerchant(new Rng(`independent33:${layout}:${seed}`).fork('merchant'), L.ca);
}

/** The layouts whose `typed` values are viewer annotations (FreeText, Ink, Stamp) rather than page text. */
export const INDEPENDENT33_ANNOTATED: readonly string[] = LAYOUTS.filter((l) => l.tool.annot).map((l) => l.name);

export async function generateIndependent33(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`independent33: unknown layout ${layout}`);
  const r = new Rng(`independent33:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), L.ca);
  const v = values(m, r.fork('values'), L.entOptions, L.freqOptions);
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const n = Math.min(m.owners.length, L.owners);
  const { pdf, printed } = await render(L, v, n, style, r.fork(`render:${style}`));
  const truth = truthOf(m, printed);
  if (!o.scan) return { pdf, truth };
  return { pdf: (await scanPdf(pdf, OFFICE_SCANNER)).pdf, truth };
}
