// Set 98: paper application forms filled in by hand by the merchant and saved as a PDF (see README.md).
import PDFDocument from 'pdfkit';
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { businessPage, header } from './business.ts';
import { LAYOUTS } from './layouts.ts';
import { makeCase } from './model.ts';
import { ownersPage } from './owners.ts';
import { Pen, type Style } from './pen.ts';

export const INDEPENDENT98_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export async function generateIndependent98(layout: string, seed: number, opts: { style: Style; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const { c, truth } = makeCase(def.cfg, seed);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
    info: { Producer: 'Scan2PDF', Creator: def.cfg.broker, Title: def.title, CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((res) => doc.on('end', () => res()));
  doc.font('Helvetica');
  if (opts.style === 'fillable') doc.initForm();
  const pen = new Pen(doc, opts.style, new Rng(`i98-ink:${layout}:${seed}:${opts.style}`), opts.scan);
  doc.addPage({ size: 'LETTER', margin: 0 });
  const y = header(pen, def.cfg, def.look, def.title);
  businessPage(pen, c, def.cfg, def.look, y);
  doc.addPage({ size: 'LETTER', margin: 0 });
  ownersPage(pen, c, def.cfg, def.look);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) {
    const base = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...base, seed: `i98:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, layout };
}
