// Independent set 180: four fictional ISO brokers' MCA application forms (see README.md), each with its exact truth.
// The merchant and every layout choice come from draws that do not depend on the style, so the typed, handwritten
// and fillable versions of one seed print the same values and share one truth; only positions differ.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Sheet, type Placed, type Style } from './draw.ts';
import { drawHarborline, HARBORLINE } from './layout-harborline.ts';
import { drawKeystone, KEYSTONE } from './layout-keystone.ts';
import { drawNorthgate, NORTHGATE } from './layout-northgate.ts';
import { drawPinecrest, PINECREST } from './layout-pinecrest.ts';
import { makeMerchant, type Merchant } from './model.ts';

export type { Placed } from './draw.ts';

interface Layout {
  broker: string;
  maxOwners: number;
  /** Chance the merchant is Canadian (only Northgate serves both countries). */
  canada: number;
  typedFont: 'Helvetica' | 'Courier' | 'Times-Roman';
  genericNames: boolean;
  draw: (s: Sheet, m: Merchant, c: Rng) => void;
}

const LAYOUTS: Record<string, Layout> = {
  keystone: { broker: KEYSTONE, maxOwners: 2, canada: 0, typedFont: 'Helvetica', genericNames: false, draw: drawKeystone },
  harborline: { broker: HARBORLINE, maxOwners: 4, canada: 0, typedFont: 'Times-Roman', genericNames: true, draw: drawHarborline },
  pinecrest: { broker: PINECREST, maxOwners: 2, canada: 0, typedFont: 'Courier', genericNames: false, draw: drawPinecrest },
  northgate: { broker: NORTHGATE, maxOwners: 4, canada: 0.35, typedFont: 'Helvetica', genericNames: true, draw: drawNorthgate },
};

export const INDEPENDENT180_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent180Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as the placed values give it: every field no value gives stays null. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        const key = path.replace(/^application\./, '');
        if (!(key in app)) throw new Error(`unknown truth path ${path}`);
        (app as unknown as Record<string, unknown>)[key] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent180(layout: string, seed: number, opts: { style: Style; scan?: boolean }):
  Promise<Independent180Form> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}; expected one of ${INDEPENDENT180_LAYOUT_NAMES.join(', ')}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live only in its fields');
  const root = new Rng(`independent180:${layout}:${seed}`);
  const country = root.chance(l.canada) ? 'CA' : 'US';
  const merchant = makeMerchant(root.fork('merchant'), country, l.maxOwners);
  const choices = root.fork('choices');
  const look = root.fork('look');
  const s = new Sheet({ style: opts.style, jitter: new Rng(`independent180:${layout}:${seed}:${opts.style}`), typedFont: l.typedFont,
    typedSize: look.pick([9, 9.5, 10]), typedMark: look.pick(['x', 'check']), genericNames: l.genericNames,
    onStateLabel: look.chance(0.5), title: `${l.broker} - Merchant Application` });
  l.draw(s, merchant, choices);
  let pdf = await s.finish();
  if (opts.scan) {
    const tier = look.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `independent180:${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthFrom(s.placed), placed: s.placed, decoys: s.decoys, broker: l.broker, country, pages: s.page };
}
