// Independent generator 184: blank brokers' forms, printed, filled by pen (or typewriter, or a PDF viewer) and often
// scanned. Four fictional brokers, each its own form; the truth is built from what was actually placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { BIRCH } from './layout-birch.ts';
import { HARBORLINE } from './layout-harborline.ts';
import { KEYSTONE } from './layout-keystone.ts';
import { REDWOOD } from './layout-redwood.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed, Style } from './sheet.ts';

interface Layout { name: string; broker: string; country: Country; maxOwners: number; draw: (s: Sheet, m: Merchant, rng: Rng) => void }
const LAYOUTS: readonly Layout[] = [KEYSTONE, BIRCH, HARBORLINE, REDWOOD];
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export const INDEPENDENT184_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent184 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent184(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent184> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in form fields');
  const key = `independent184:${layout}:${seed}`;
  // The plan (merchant and the layout's choices) comes from one stream, the style's jitter from another (Sheet), so
  // the three styles of a seed carry the same application.
  const plan = new Rng(key);
  const merchant = makeMerchant(plan.fork('merchant'), l.country, l.maxOwners);
  const sheet = new Sheet(opts.style, key, `${l.broker} - Merchant Application`);
  l.draw(sheet, merchant, plan.fork('layout'));
  let pdf = await sheet.finish();
  if (opts.scan) {
    // Mostly an office scanner; about one in four was photographed with a phone instead.
    const photo = plan.fork('scan').chance(0.25);
    pdf = (await scanPdf(pdf, { ...(photo ? PHONE_PHOTO : OFFICE_SCANNER), seed: key })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: l.country, pages: sheet.page };
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application as read from what was placed: every path a placed value gives; everything else null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}
