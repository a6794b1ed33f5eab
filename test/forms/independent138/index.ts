// Independent test set 138: key-value applications that are not boxed forms (a word-processor application with dot
// leaders, a CRM's Field|Value export, a printed submission e-mail with a quoted other merchant, a funder's deal
// summary with underwriter notes). See README.md for the layouts and the reading decisions.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { collisions } from './collide.ts';
import { makeDeal, type Deal } from './deal.ts';
import { drawCrm } from './layout-crm.ts';
import { drawEmail } from './layout-email.ts';
import { drawSummary } from './layout-summary.ts';
import { drawWord } from './layout-word.ts';
import { Sheet, type DecoyOut, type Mark, type Printed, type Style } from './sheet.ts';

export const INDEPENDENT138_LAYOUT_NAMES: readonly string[] = ['harborline-word-dots', 'maple-ridge-crm-table', 'keystone-email', 'granite-peak-deal-summary'];

export interface Independent138Doc { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: DecoyOut[]; pages: number }

const COUNTRY: Record<string, 'US' | 'CA'> = { 'harborline-word-dots': 'US', 'maple-ridge-crm-table': 'CA', 'keystone-email': 'US', 'granite-peak-deal-summary': 'US' };
const TERMS: Record<string, number> = { 'harborline-word-dots': 0.6, 'maple-ridge-crm-table': 0.5, 'keystone-email': 0.5, 'granite-peak-deal-summary': 0.85 };

function otherMerchant(rng: Rng, d: Deal): Deal {
  for (let i = 0; ; i++) {
    const o = makeDeal(rng.fork(`other${i}`), 'US', { withTerms: rng.chance(0.5) });
    if (o.legal.text !== d.legal.text && o.amount.text !== d.amount.text && o.addr.region !== d.addr.region) return o;
  }
}

async function draw(layout: string, rng: Rng, style: Style): Promise<{ pdf: Uint8Array; sheet: Sheet; pages: number }> {
  const country = COUNTRY[layout];
  if (!country) throw new Error(`unknown independent138 layout: ${layout}`);
  const deal = makeDeal(rng.fork('deal'), country, { withTerms: rng.chance(TERMS[layout]!) });
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true,
    info: { Title: 'Merchant application', Producer: 'independent138', Creator: 'independent138', CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  let pages = 0;
  doc.on('pageAdded', () => { pages += 1; });
  const mark = rng.pick<Mark>(['drawn', 'letter', 'glyph']);
  const sheet = new Sheet(doc, style, rng.fork('ink'), mark);
  doc.font('Helvetica');
  if (style === 'fillable') doc.initForm();
  const lr = rng.fork('layout');
  if (layout === 'harborline-word-dots') drawWord(sheet, deal, lr);
  else if (layout === 'maple-ridge-crm-table') drawCrm(sheet, deal, lr);
  else if (layout === 'keystone-email') drawEmail(sheet, deal, otherMerchant(rng.fork('other'), deal), lr);
  else drawSummary(sheet, deal, lr);
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), sheet, pages };
}

export async function generateIndependent138(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent138Doc> {
  // A document whose decoy repeats a value the truth took is redrawn (deterministically) with the next attempt's draws.
  for (let attempt = 0; attempt < 40; attempt++) {
    const rng = new Rng(`independent138:${layout}:${seed}:${opts.style}:${attempt}`);
    const { pdf, sheet, pages } = await draw(layout, rng, opts.style);
    if (collisions(sheet.printed, sheet.decoys).length) continue;
    let out = pdf;
    if (opts.scan && opts.style !== 'fillable') {
      out = (await scanPdf(pdf, { ...(seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
    }
    return { pdf: out, truth: sheet.truth, printed: sheet.printed, decoys: sheet.decoys, pages };
  }
  throw new Error(`independent138: no collision-free draw for ${layout} seed ${seed}`);
}
