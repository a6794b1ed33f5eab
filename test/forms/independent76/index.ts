// Independent set 76: seven small US brokers whose merchant applications are home-made word-processor templates
// (Times or Arial, labels followed by underscores or dot leaders, values typed over them, uneven tables, a fax cover
// sheet, ALL-CAPS labels or values, abbreviations, owners one line each). See README.md for the truth decisions.
import PDFDocument from 'pdfkit';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { makeMerchant, PLACES } from './data.ts';
import type { Ctx } from './common.ts';
import { bayside, granite, keystone, lonestar } from './layouts-a.ts';
import { desertsun, heartland, peachtree } from './layouts-b.ts';
import { Pen, type DecoyRec, type Printed, type Style } from './pen.ts';

interface Broker { draw: (c: Ctx) => void; serif: boolean; upper: number; home: string }
const BROKERS: Record<string, Broker> = {
  keystone_fax_cover: { draw: keystone, serif: true, upper: 0, home: 'PA' },
  lonestar_all_caps: { draw: lonestar, serif: false, upper: 1, home: 'TX' },
  bayside_merged_table: { draw: bayside, serif: true, upper: 0, home: 'FL' },
  granite_abbreviations: { draw: granite, serif: false, upper: 0.25, home: 'NH' },
  heartland_dot_leaders: { draw: heartland, serif: true, upper: 0, home: 'OH' },
  desertsun_terms_boxes: { draw: desertsun, serif: false, upper: 0, home: 'AZ' },
  peachtree_last_first: { draw: peachtree, serif: true, upper: 0.5, home: 'GA' },
};

export const INDEPENDENT76_LAYOUT_NAMES: readonly string[] = Object.keys(BROKERS);

export interface Options { style: Style; scan: boolean }
export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: DecoyRec[] }

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: every recorded value's truth fields, null elsewhere. */
export function truthFrom(printed: Printed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}

/** The form, its truth, and what was printed (for the tests). */
export async function buildIndependent76(layout: string, seed: number, o: Options): Promise<Built> {
  const b = BROKERS[layout];
  if (!b) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent76:${layout}:${seed}`);
  const state = r.chance(0.5) ? b.home : r.pick(PLACES)[0];
  const m = makeMerchant(r.fork('merchant'), state);
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: 'Merchant Application', Producer: 'Microsoft Word',
    CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  // A fillable form that is scanned was filled in and printed first: the scanner sees its values flattened.
  const flat = o.style === 'fillable' && o.scan;
  const pen = new Pen(doc, flat ? 'typed' : o.style, r.fork('pen'), b.serif, r.chance(b.upper), flat);
  b.draw({ p: pen, m, r: r.fork('layout') });
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(pen.printed), printed: pen.printed, decoys: pen.decoys };
}

export async function generateIndependent76(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent76(layout, seed, o);
  return { pdf, truth };
}
