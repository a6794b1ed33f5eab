// Set 160: long multi-page MCA applications (3-5 pages) full of decoys, from four fictional brokers and funders.
// generateIndependent160(layout, seed, {style, scan}) draws one and returns the PDF, the truth (what applications.md's
// rules read from what was printed, null for everything not printed), where each value and decoy was put, and more.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { BLUEGRASS } from './bluegrass.ts';
import { HARBORLINE } from './harborline.ts';
import { KEYSTONE } from './keystone.ts';
import type { Layout } from './layout.ts';
import { NORTHSTAR } from './northstar.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed, Style } from './sheet.ts';

const LAYOUTS: Layout[] = [HARBORLINE, BLUEGRASS, NORTHSTAR, KEYSTONE];
export const INDEPENDENT160_LAYOUT_NAMES: readonly string[] = Object.freeze(LAYOUTS.map((l) => l.name));

export interface Independent160Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const APPLICANT_KEYS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'] as const;

/** The truth from the placed values' fields; two placements of one field must agree. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: Record<string, unknown> = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null };
  const applicants: Record<string, unknown>[] = [];
  const seen = new Map<string, unknown>();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path}: ${String(seen.get(path))} and ${String(v)} (${p.key})`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (applicants.length <= i) applicants.push(Object.fromEntries(APPLICANT_KEYS.map((k) => [k, null])));
        applicants[i]![a[2]!] = v;
      } else app[path.slice('application.'.length)] = v;
    }
  }
  return { ...app, applicants } as unknown as TruthApplication;
}

export async function generateIndependent160(layout: string, seed: number, opts: { style: Style; scan?: boolean }):
Promise<Independent160Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent160 layout: ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style: ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent160:${layout}:${seed}`);
  const m = l.merchant(rng.fork('merchant'));
  const s = new Sheet(opts.style, new Rng(`independent160:${layout}:${seed}:ink:${opts.style}`), l.font, `${l.broker} application`, l.broker);
  l.draw(s, m, rng.fork('layout'));
  let pdf = await s.end();
  const pages = s.page;
  if (opts.scan) {
    const sr = new Rng(`independent160:${layout}:${seed}:scan`);
    pdf = (await scanPdf(pdf, { ...(sr.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(s.placed), placed: s.placed, decoys: s.decoys, broker: l.broker, country: m.country, pages };
}
