// independent145: MCA applications as brokers make them with online form builders and office templates in 2026 (see
// README.md). The truth is built only from the values the layout placed (kit.ts records each with its fields).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { BANKFORM } from './bankform.ts';
import { GFORMS } from './gforms.ts';
import { JOTFORM } from './jotform.ts';
import { Sheet, type Placed } from './kit.ts';
import type { Layout } from './layout.ts';
import { WORDTPL } from './wordtpl.ts';

const LAYOUTS: readonly Layout[] = [GFORMS, JOTFORM, WORDTPL, BANKFORM];
export const INDEPENDENT145_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent145Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value: its text, the truth fields it gives (none: context or a decoy), page and AcroForm field. */
  placed: Placed[];
  /** The printed values a reader must not take (landlord, references, ISO rep, funders, bank numbers ...). */
  decoys: string[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was printed: each placed value's fields; everything else stays null. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      if (val === null || val === undefined) continue;
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = val;
      } else (app as unknown as Record<string, unknown>)[path] = val;
    }
  }
  return app;
}

async function render(layout: Layout, seed: number, style: Sheet['style']): Promise<Independent145Result> {
  const rng = new Rng(`independent145:${layout.name}:${seed}`);
  const m = layout.merchant(rng.fork('merchant'));
  const doc = new PDFDocument({ size: 'LETTER', margin: 20, bufferPages: true, compress: true,
    info: { Title: `${layout.broker} application`, Author: layout.broker, CreationDate: new Date(Date.UTC(2026, 0, 15)), ModDate: new Date(Date.UTC(2026, 0, 15)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const sheet = new Sheet(doc, style, rng.fork(`ink:${style}`));
  layout.draw(sheet, m, rng.fork('layout'));
  sheet.footer(layout.footer, (p, n) => `Page ${p} of ${n}`);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  const placed = sheet.placed;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), truth: truthFrom(placed), placed, decoys: placed.filter((p) => p.decoy).map((p) => p.text),
    broker: layout.broker, country: m.country, pages };
}

/** One form: same layout, seed and style give the same bytes. `scan` (typed/handwritten) passes it through scanPdf. */
export async function generateIndependent145(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent145Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent145 layout ${layout}`);
  const out = await render(l, seed, opts.style);
  if (!opts.scan) return out;
  if (opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in fields');
  const tier = new Rng(`independent145:scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
  const scanned = await scanPdf(out.pdf, { ...tier, seed: `${layout}:${seed}` });
  return { ...out, pdf: scanned.pdf };
}
