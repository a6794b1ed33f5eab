// Independent generator 191: application packets. Each layout is one fictional broker's package (a fax or
// submission cover sheet, the application over one or two pages, a terms page with filled blanks, a signature and
// guaranty page), with values scattered across its pages and decoys on every one. The truth is what applications.md
// reads from the printed values (fields.ts); see README.md.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Sheet, type Placed, type Style } from './canvas.ts';
import type { Layout } from './common.ts';
import { truthOf } from './fields.ts';
import { makeDeal } from './model.ts';
import { moneyOf } from './rules.ts';
import { HARBORLINE } from './harborline.ts';
import { NORTHMARK } from './northmark.ts';
import { CRESCENT } from './crescent.ts';
import { KEYSTONE } from './keystone.ts';

export type { Placed, Style } from './canvas.ts';

const LAYOUTS: Record<string, Layout> = Object.fromEntries([HARBORLINE, NORTHMARK, CRESCENT, KEYSTONE].map((l) => [l.name, l]));

export const INDEPENDENT191_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The truth values a decoy must never print: names, IDs, amounts, dates and the state. Enumerations (a frequency,
 *  an entity) and small counts may repeat by nature (an existing advance paid weekly) without misleading anyone. */
export function identityValues(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  const add = (v: string | number | null) => { if (v !== null) out.add(typeof v === 'number' ? String(v) : squash(v)); };
  [t.legal_name, t.trade_name, t.business_tax_id, t.state_region, t.requested_amount, t.requested_payment, t.business_start_date].forEach(add);
  for (const a of t.applicants) [a.first_name, a.last_name, a.tax_id, a.date_of_birth, a.credit_score].forEach(add);
  return out;
}

/** A decoy that prints a truth value (the same text, tax ID digits or amount) would make the truth ambiguous. */
function checkDecoys(truth: TruthApplication, decoys: Placed[]): void {
  const values = identityValues(truth);
  for (const dcy of decoys) {
    const money = /^\$?\s?[\d,]+(\.\d\d)?$/.test(dcy.text.trim()) ? moneyOf(dcy.text) : null;
    if (values.has(squash(dcy.text)) || (money !== null && values.has(String(money)))) {
      throw new Error(`decoy ${dcy.key} (${dcy.text}) prints a truth value`);
    }
  }
}

export async function generateIndependent191(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}: ${INDEPENDENT191_LAYOUT_NAMES.join(', ')}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in fields, not on paper');
  const root = new Rng(`independent191:${layout}:${seed}`);
  const d = makeDeal(root.fork('deal'), L.country, L.maxOwners);
  const r = root.fork('print');
  const b = L.makeBroker(r);
  const [y, m, day] = d.date.split('-').map(Number) as [number, number, number];
  const s = new Sheet({ style: opts.style, jitter: new Rng(`independent191:${layout}:${seed}:${opts.style}:pen`), typedFont: L.typedFont,
    typedSize: L.typedSize, fieldName: L.fieldName, onState: L.onState, title: `${L.broker} - submission ${b.dealNo}`, author: L.broker,
    date: new Date(Date.UTC(y, m - 1, day, 10, 30)) });
  L.draw({ s, d, r, b });
  let pdf = await s.finish();
  const truth = truthOf(s.placed);
  checkDecoys(truth, s.decoys);
  if (opts.scan) {
    const scanner = root.fork('scan').chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `independent191:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, placed: s.placed, decoys: s.decoys, broker: L.broker, country: L.country, pages: s.page };
}
