// Set 219: application forms full of printed help text, placeholders and examples, answered with N/A, "same as
// above", "see attached", masked numbers or blanks. Four fictional US brokers; the truth holds only what the applicant
// filled in (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant, type Opts } from './data.ts';
import { Canvas, type Placed, type Style } from './draw.ts';
import { harborline, keystone } from './layouts-a.ts';
import { copperleaf, northgate } from './layouts-b.ts';

interface Layout { broker: string; opts: Omit<Opts, 'seedKey'>; draw: (c: Canvas, m: Merchant) => void; font: string }

const LAYOUTS: Record<string, Layout> = {
  keystone_sidebar: { broker: 'Keystone Bridge Capital', draw: keystone, font: 'Helvetica',
    opts: { maxOwners: 2, lastFirst: false, terms: false, yearsOnly: false, checkboxEntity: true } },
  harborline_instructions: { broker: 'Harborline Funding Group', draw: harborline, font: 'Courier',
    opts: { maxOwners: 3, lastFirst: true, terms: true, yearsOnly: false, checkboxEntity: false } },
  copperleaf_grid: { broker: 'Copperleaf Merchant Services', draw: copperleaf, font: 'Helvetica',
    opts: { maxOwners: 2, lastFirst: false, terms: false, yearsOnly: true, checkboxEntity: false } },
  northgate_numbered: { broker: 'Northgate Advance Partners', draw: northgate, font: 'Times-Roman',
    opts: { maxOwners: 3, lastFirst: false, terms: true, yearsOnly: false, checkboxEntity: true } },
};

export const INDEPENDENT219_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The truth from the applicant's placed values only (examples, decoys and fillers give nothing). */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent219(layout: string, seed: number, opts: { style: Style; scan?: boolean | 'phone' }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const m = makeMerchant(seed, layout, { ...l.opts, seedKey: layout });
  const c = new Canvas(opts.style, new Rng(`ind219:${layout}:${seed}:${opts.style}`), l.font);
  l.draw(c, m);
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: l.broker, country: 'US', pages: c.page };
}
