// independent68: two-page MCA applications from seven fictional Northeast / Mid-Atlantic ISOs, heavy with checkbox rows
// (entity type, own/rent, payment schedule, industry grid, existing advance, home-based, seasonal) marked as real
// filled paper is: a drawn X or tick, a typed X, a check glyph, a filled square, or the option circled.
import PDFDocument from 'pdfkit';
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { formDingbats, Ink, KALAM, PATRICK, type Record68, type Style } from './ink.ts';
import type { Layout } from './layout.ts';
import { BAY_COLONY, KEYSTONE } from './layouts-a.ts';
import { CHESAPEAKE, NUTMEG } from './layouts-b.ts';
import { GARDEN_STATE, OLD_DOMINION, TAR_HEEL } from './layouts-c.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { Sheet } from './sheet.ts';
import { truthOf } from './truth68.ts';

const LAYOUTS: Layout[] = [KEYSTONE, BAY_COLONY, NUTMEG, CHESAPEAKE, OLD_DOMINION, TAR_HEEL, GARDEN_STATE];
export const INDEPENDENT68_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Options68 { style: Style; scan: boolean }
export interface Built68 { pdf: Uint8Array; truth: TruthApplication; merchant: Merchant; rec: Record68; layout: Layout }

async function render(l: Layout, m: Merchant, rng: Rng, style: Style): Promise<{ pdf: Uint8Array; rec: Record68 }> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
    info: { Title: `${l.broker} application`, Producer: 'pdfkit', Creator: l.broker, CreationDate: new Date(Date.UTC(2026, 0, 5)), ModDate: new Date(Date.UTC(2026, 0, 5)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('Kalam', KALAM);
  doc.registerFont('Patrick', PATRICK);
  doc.addPage();
  doc.font('Helvetica');
  if (style === 'fillable') { doc.initForm(); formDingbats(doc); }
  const ink = new Ink(doc, style, rng.fork('ink'), rng.pick(l.marks), l.typedFont);
  const sh = new Sheet(doc, ink, l.look);
  l.page1(sh, m);
  doc.addPage();
  const sh2 = new Sheet(doc, ink, l.look);
  l.page2(sh2, m);
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), rec: ink.rec };
}

/** The form, its truth, and what was put on it (for the tests). */
export async function buildIndependent68(layout: string, seed: number, o: Options68): Promise<Built68> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent68 layout ${layout}`);
  const rng = new Rng(`independent68:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), rng.weighted(l.states), { grid: l.grid, maxOwners: l.caps.maxOwners, lastFirst: l.caps.lastFirst });
  const { pdf, rec } = await render(l, m, rng.fork(`render:${o.style}`), o.style);
  const out = o.scan && o.style !== 'fillable' ? (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf : pdf;
  return { pdf: out, truth: truthOf(m, l.caps), merchant: m, rec, layout: l };
}

export async function generateIndependent68(layout: string, seed: number, o: Options68): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent68(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
