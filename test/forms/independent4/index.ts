// The fourth independent set of application forms: seven fictional brokers' layouts written from the specification
// alone, each in three styles (typed, handwritten, fillable) and optionally scanned, with the truth written from what
// is printed (applications.md's rules) before anything reads the PDF.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { BLUESTEM } from './bluestem.ts';
import { COPPERLEAF } from './copperleaf.ts';
import { HARBORLINE } from './harborline.ts';
import { KEYSTONE } from './keystone.ts';
import type { Layout } from './layout.ts';
import { MERIDIAN } from './meridian.ts';
import { NORTHBRIDGE } from './northbridge.ts';
import { Pen, type Printed, type Style } from './pen.ts';
import { SOLANA } from './solana.ts';

const LAYOUTS: readonly Layout[] = [HARBORLINE, MERIDIAN, NORTHBRIDGE, COPPERLEAF, BLUESTEM, SOLANA, KEYSTONE];
export const INDEPENDENT4_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent4Options { style?: Style; scan?: boolean }
export interface Independent4Form { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; broker: string }

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from the printed values' fields: whatever no printed value gives stays null. */
export function truthFrom(printed: readonly Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (!a) { (app as unknown as Record<string, unknown>)[path] = v; continue; }
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    }
  }
  return app;
}

async function render(layout: Layout, rng: Rng, style: Style, flatten: boolean): Promise<{ pdf: Uint8Array; printed: Printed[] }> {
  const m = layout.merchant(rng.fork('merchant'));
  // A fixed creation date: pdfkit derives the file ID from the info dictionary, so the bytes stay the same.
  const doc = new PDFDocument({ size: 'LETTER', layout: layout.landscape ? 'landscape' : 'portrait', margin: 0,
    info: { CreationDate: new Date(Date.UTC(2026, 0, 12, 15)), Title: `${layout.broker} application`, Producer: 'PDFKit' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  // The scanner draws page content only, not form fields: a fillable form is scanned as it prints, its values in the
  // fields' font and its boxes with the fields' check.
  const pen = flatten ? new Pen(doc, 'typed', rng.fork('pen'), 'drawn-check', 'Helvetica') : new Pen(doc, style, rng.fork('pen'), layout.mark, layout.valueFont);
  layout.draw(pen, m, rng.fork('layout'));
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), printed: pen.printed };
}

/** The form with what was printed (for tests): values with their truth fields, and decoys. */
export async function generateIndependent4Form(layout: string, seed: number | string, o: Independent4Options = {}): Promise<Independent4Form> {
  const def = LAYOUTS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown layout ${layout}: one of ${INDEPENDENT4_LAYOUT_NAMES.join(', ')}`);
  const style = o.style ?? 'typed';
  const { pdf, printed } = await render(def, new Rng(`independent4:${layout}:${seed}`), style, !!o.scan && style === 'fillable');
  const out = o.scan ? (await scanPdf(pdf, { seed: `independent4:${layout}:${seed}:${style}`, dpi: 200 })).pdf : pdf;
  return { pdf: out, truth: truthFrom(printed), printed, broker: def.broker };
}

export async function generateIndependent4(layout: string, seed: number | string,
  o: { style?: 'typed' | 'handwritten' | 'fillable'; scan?: boolean } = {}): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent4Form(layout, seed, o);
  return { pdf, truth };
}
