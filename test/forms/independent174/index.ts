// independent174: compact dense one-page application forms (7-8 pt, narrow captioned cells on tight grids, decoy
// amounts and dates in the same grid, owners in a compact grid). See README.md.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { PAGE_H, PAGE_W, Sheet, type Placed, type Style } from './draw.ts';
import { LAYOUTS } from './layouts.ts';
import { makeModel } from './model.ts';

export type { Placed } from './draw.ts';
export const INDEPENDENT174_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent174Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values give it: every field null unless a printed value gives it. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent174(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent174Result> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`independent174: unknown layout ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent174: unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent174: a fillable form cannot be scanned (its values live in AcroForm fields)');
  const rng = new Rng(`independent174:${layout}:${seed}`);
  const model = makeModel(rng.fork('model'), L.profile);
  const doc = new PDFDocument({ size: [PAGE_W, PAGE_H], margin: 0, autoFirstPage: true, compress: true,
    info: { Title: `${L.broker} application`, Author: L.broker, Producer: `${L.broker} forms`, Creator: opts.style === 'fillable' ? 'FormDesigner 4.2' : 'PrintFlow',
      CreationDate: new Date(Date.UTC(2026, 0, 6, 15, 0, 0)), ModDate: new Date(Date.UTC(2026, 0, 6, 15, 0, 0)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const sheet = new Sheet(doc, opts.style, new Rng(`independent174:${layout}:${seed}:${opts.style}`), L.theme);
  L.draw.call(L, sheet, model);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) {
    const scanner = rng.fork('scanner').chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `independent174:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: L.broker, country: model.country, pages: 1 };
}
