// Independent application-form generator, set 181: four fictional brokers whose forms repeat the same short labels
// (Name, Address, Phone, Tax ID, Date, Title, %) under Business, Owner, Landlord, Reference, Bank and Lender
// sections, so that only the section heading tells which is which. See README.md.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import * as cedar from './cedar.ts';
import * as harborline from './harborline.ts';
import * as keystone from './keystone.ts';
import { makeMerchant, type Merchant, type Traits } from './model.ts';
import * as northway from './northway.ts';
import { Pen, type Placed, type Style } from './pen.ts';

export type { Placed, Box } from './pen.ts';

interface Layout {
  broker: string;
  valueFont: 'Helvetica' | 'Courier';
  traits: (rng: Rng) => Traits;
  draw: (pen: Pen, m: Merchant, rng: Rng) => void;
}

const LAYOUTS: Record<string, Layout> = {
  harborline: { broker: 'Harborline Capital Partners', valueFont: 'Helvetica', ...harborline },
  northway: { broker: 'Northway Merchant Funding', valueFont: 'Helvetica', ...northway },
  keystone: { broker: 'Keystone Bridge Funding', valueFont: 'Courier', ...keystone },
  cedar: { broker: 'Cedar & Pine Business Capital', valueFont: 'Helvetica', ...cedar },
};

export const INDEPENDENT181_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent181Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export async function generateIndependent181(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent181Result> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in form fields');

  // The merchant and the layout's choices come from the seed alone; the style has its own stream (pen.jitter), so
  // all three styles print the same values and share one truth.
  const rng = new Rng(`independent181:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), L.traits(rng.fork('traits')));
  const layoutRng = rng.fork('layout');
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, autoFirstPage: true,
    info: { Title: `${L.broker} - Merchant Application`, Author: L.broker, Creator: opts.style === 'fillable' ? 'Adobe Acrobat Pro' : 'Microsoft Word',
      Producer: opts.style === 'fillable' ? 'Adobe Acrobat Pro' : 'Microsoft: Print To PDF', CreationDate: new Date(Date.UTC(2025, 2, 1 + (seed % 28), 10)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const pen = new Pen(doc, opts.style, new Rng(`independent181:${layout}:${seed}:${opts.style}`), L.valueFont);
  L.draw(pen, merchant, layoutRng);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent181:${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(pen.placed, merchant.owners.length), placed: pen.placed, decoys: pen.decoys, broker: L.broker,
    country: merchant.country, pages: pen.page };
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application as read from what was printed: every field no printed value gives stays null. */
export function truthFrom(placed: Placed[], owners: number): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null,
    applicants: Array.from({ length: owners }, emptyApplicant) };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      const target = (a ? app.applicants[Number(a[1])] : app) as unknown as Record<string, unknown> | undefined;
      const key = a ? a[2]! : path.slice('application.'.length);
      if (!target || !(key in target)) throw new Error(`bad truth path ${path}`);
      if (target[key] !== null && target[key] !== v) throw new Error(`${path} printed twice with different values`);
      target[key] = v;
    }
  }
  return app;
}
