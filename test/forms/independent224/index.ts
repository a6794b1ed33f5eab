// Independent generator, set 224: four fictional US brokers' application forms whose difficulty is in how the
// merchant wrote the values (entity types, dates, amounts, ownership, names, numbers, states). The truth follows
// applications.md; README.md lists every value this set decides is unreadable.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Pen, type Style, type PlacedValue, type DecoyValue } from './pen.ts';
import { makeMerchant, type Merchant } from './values.ts';
import { keystone, harborline } from './layouts-a.ts';
import { prairiesun, copperleaf } from './layouts-b.ts';

export type { PlacedValue, DecoyValue, Style } from './pen.ts';

interface Layout { broker: string; maxOwners: number; lastFirst: boolean; draw: (p: Pen, m: Merchant) => number }

const LAYOUTS: Record<string, Layout> = {
  keystone: { broker: 'Keystone Bridge Capital', maxOwners: 3, lastFirst: false, draw: keystone },
  harborline: { broker: 'Harborline Funding Group', maxOwners: 2, lastFirst: false, draw: harborline },
  prairiesun: { broker: 'Prairie Sun Merchant Services', maxOwners: 2, lastFirst: false, draw: prairiesun },
  copperleaf: { broker: 'Copperleaf Business Lending', maxOwners: 3, lastFirst: true, draw: copperleaf },
};

export const INDEPENDENT224_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent224Result {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: DecoyValue[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values give it; the country comes from the (US) state and tax ID. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  if (app.state_region || app.business_tax_id) app.country = 'United States';
  return app;
}

export async function generateIndependent224(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent224Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent224 layout: ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const m = makeMerchant(new Rng(`independent224/${layout}/${seed}`), def.maxOwners, def.lastFirst);
  const pen = new Pen(opts.style, `independent224/${layout}/${seed}/${opts.style}`);
  const pages = def.draw(pen, m);
  let pdf = await pen.finish();
  if (opts.scan) {
    const base = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...base, seed: `independent224/${layout}/${seed}/scan` })).pdf;
  }
  return { pdf, truth: truthFrom(pen.placed), placed: pen.placed, decoys: pen.decoys, broker: def.broker, country: 'US', pages };
}
