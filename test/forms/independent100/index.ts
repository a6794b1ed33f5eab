// Set 100: merchant application forms whose labels are not where a reader expects them (see README.md).
import PDFDocument from 'pdfkit';
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Pen, type Style } from './draw.ts';
import type { Ctx } from './frame.ts';
import { atlasLegend, harborlineCaption, keystoneLedger } from './layouts-a.ts';
import { ghostlineWatermark, mapleIcons, northPineBands } from './layouts-b.ts';
import { plainwordSentence } from './layouts-c.ts';
import { makeMerchant, truthOf, type Country } from './model.ts';

interface Layout { broker: string; country: Country | 'mixed'; terms: boolean; lastFirst: boolean; draw: (ctx: Ctx) => void }

const LAYOUTS: Record<string, Layout> = {
  'keystone-ledger': { broker: 'Keystone Bridge Capital', country: 'US', terms: true, lastFirst: true, draw: keystoneLedger },
  'harborline-caption': { broker: 'Harborline Funding Partners', country: 'US', terms: false, lastFirst: false, draw: harborlineCaption },
  'atlas-legend': { broker: 'Atlas Merchant Group', country: 'US', terms: true, lastFirst: true, draw: atlasLegend },
  'northpine-bands': { broker: 'North Pine Capital Advisors', country: 'CA', terms: true, lastFirst: false, draw: northPineBands },
  'ghostline-watermark': { broker: 'Ghostline Business Funding', country: 'US', terms: false, lastFirst: false, draw: ghostlineWatermark },
  'maple-icons': { broker: 'Maple Ledger Funding Inc.', country: 'CA', terms: true, lastFirst: true, draw: mapleIcons },
  'plainword-sentence': { broker: 'Plainword Capital', country: 'mixed', terms: true, lastFirst: false, draw: plainwordSentence },
};

export const INDEPENDENT100_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export async function generateIndependent100(layout: string, seed: number, opts: { style: Style; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  const root = new Rng(`independent100:${layout}:${seed}`);
  const dataRng = root.fork('merchant');
  const penRng = root.fork('pen');
  const scanRng = root.fork('scan');
  const country: Country = L.country === 'mixed' ? (dataRng.chance(0.4) ? 'CA' : 'US') : L.country;
  const m = makeMerchant(dataRng, { country, terms: L.terms, lastFirst: L.lastFirst });
  const truth = truthOf(m);

  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: `${L.broker} merchant application`, Producer: 'pdfkit',
    Creator: L.broker, CreationDate: new Date(Date.UTC(2026, 0, 2)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const flat = opts.scan && opts.style === 'fillable';
  if (opts.style === 'fillable' && !flat) { doc.font('Helvetica'); doc.initForm(); }
  const ctx: Ctx = { doc, pen: new Pen(doc, opts.style, penRng, flat), m, broker: L.broker, y: 40, page: 0 };
  L.draw(ctx);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) {
    const phone = scanRng.chance(0.25);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, layout };
}
