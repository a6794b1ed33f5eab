// Set 97: brokers whose application forms are tables everywhere (ruled key/value profiles, owners transposed one
// column per owner, locations, bank accounts, current advances and funding-request tables, a table continued across
// a page break). See README.md.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Pen, type Style } from './draw.ts';
import type { Layout } from './layout.ts';
import { LAYOUTS_A } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { makeMerchant } from './model.ts';
import type { Ctx } from './sections.ts';

const LAYOUTS: Layout[] = [...LAYOUTS_A, ...LAYOUTS_B];
export const INDEPENDENT97_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export async function generateIndependent97(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`unknown layout ${layout}`);
  const key = `independent97:${layout}:${seed}`;
  const rTruth = new Rng(`${key}:truth`);
  const m = makeMerchant(rTruth, { country: L.country(rTruth), ...L.opts });
  const truth: TruthApplication = structuredClone(m.truth);
  for (const f of L.omit ?? []) (truth as unknown as Record<string, unknown>)[f] = null;
  m.iso.company = L.name;

  const doc = new PDFDocument({ size: 'LETTER', margin: 0, bufferPages: true, compress: true,
    info: { Title: 'Merchant Application', Producer: 'FormBuilder', Creator: 'FormBuilder', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((res) => doc.on('end', () => res()));
  const pen = new Pen(doc, opts.style, new Rng(`${key}:style:${opts.style}`), 'Helvetica', opts.style === 'fillable' && opts.scan);
  const ctx: Ctx = { pen, m, broker: brokerName(layout), x: 36, w: 540, bottom: 750,
    newPage: () => { doc.addPage({ size: 'LETTER', margin: 0 }); return 40; } };
  L.draw(ctx, new Rng(`${key}:decoy`));
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(i);
    pen.label(`Submitted by: ${m.iso.name} | ${m.iso.phone} | Rep ID ${m.iso.id}`, 36, 768, { size: 6.5, color: '#555' });
    pen.label(`Page ${i + 1} of ${range.count}`, 520, 768, { size: 6.5, color: '#555' });
  }
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: key })).pdf;
  return { pdf, truth, layout };
}

function brokerName(layout: string): string {
  return layout.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}
