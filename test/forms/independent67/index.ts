// Independent set 67: seven fictional US funders' and ISOs' application forms designed as fillable PDFs (AcroForm
// text, comb, multi-line and aligned fields; checkboxes with on-states other than "Yes"), also printed flattened as
// typed or handwritten forms, optionally scanned. See README.md.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { LayoutDef } from './kit.ts';
import { BLUEGRASS, DESERT_SUN } from './layouts-a.ts';
import { HARBOR_LIGHT, LONE_STAR } from './layouts-b.ts';
import { GREAT_LAKES, PACIFIC_CREST } from './layouts-c.ts';
import { PEACH_STATE } from './layouts-d.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { Painter, type Style } from './painter.ts';

const LAYOUTS: readonly LayoutDef[] = [BLUEGRASS, DESERT_SUN, HARBOR_LIGHT, LONE_STAR, GREAT_LAKES, PACIFIC_CREST, PEACH_STATE];
export const INDEPENDENT67_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Built67 { pdf: Uint8Array; truth: TruthApplication; painter: Painter; merchant: Merchant; layout: LayoutDef }

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from the painter's recorded [path, value] pairs (only what was printed). */
export function truthFrom(pairs: readonly [string, string | number | null][]): TruthApplication {
  const app = emptyApplication();
  for (const [path, value] of pairs) {
    const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = value;
    } else (app as unknown as Record<string, unknown>)[path] = value;
  }
  return app;
}

/** The form and everything the test needs to check it (unscanned). */
export async function build67(layout: string, seed: number, style: Style): Promise<Built67> {
  const def = LAYOUTS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown independent67 layout: ${layout}`);
  const r = new Rng(`independent67:${layout}:${seed}`);
  const merchant = makeMerchant(r.fork('merchant'), def.maxOwners);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
    info: { Title: `${def.broker} Application`, Author: def.broker, Creator: style === 'fillable' ? 'Adobe Acrobat Pro 24.1' : def.broker,
      Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 0, 5, 15, 0, 0)), ModDate: new Date(Date.UTC(2026, 0, 5, 15, 0, 0)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica');
  if (style === 'fillable') doc.initForm();
  const painter = new Painter(doc, style, r.fork('ink'), def.look);
  def.draw(painter, merchant, r.fork('layout'));
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), truth: truthFrom(painter.truth), painter, merchant, layout: def };
}

export async function generateIndependent67(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await build67(layout, seed, o.style);
  if (!o.scan || o.style === 'fillable') return { pdf: b.pdf, truth: b.truth };
  const scanned = await scanPdf(b.pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` });
  return { pdf: scanned.pdf, truth: b.truth };
}
