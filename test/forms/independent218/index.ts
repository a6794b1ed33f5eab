// Independent generator, set 218: side-by-side layouts (business and owner columns, rows of three or four fields,
// owners as columns) from four fictional brokers, with decoys in the neighbouring columns. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Form, type Box, type PlacedValue, type Style } from './draw.ts';
import { makeMerchant, type Country, type Merchant } from './data.ts';
import { keystone, maple } from './layouts-a.ts';
import { loneStar, pacificCrest } from './layouts-b.ts';

interface Layout { broker: string; country: Country; maxOwners: number; typedFont: string; ink: string; draw: (f: Form, m: Merchant) => void }

const LAYOUTS: Record<string, Layout> = {
  keystone_two_column: { broker: 'Keystone Bridge Capital', country: 'US', maxOwners: 3, typedFont: 'Helvetica', ink: '#1a2a6c', draw: keystone },
  maple_owner_matrix: { broker: 'Maple Ledger Funding Inc.', country: 'CA', maxOwners: 3, typedFont: 'Helvetica', ink: '#202020', draw: maple },
  lonestar_dense_rows: { broker: 'Lone Star Ledger Advance', country: 'US', maxOwners: 3, typedFont: 'Courier', ink: '#0b2a8a', draw: loneStar },
  pacific_crest_columns: { broker: 'Pacific Crest Merchant Partners', country: 'US', maxOwners: 2, typedFont: 'Helvetica', ink: '#14306e', draw: pacificCrest },
};

export const INDEPENDENT218_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Decoy218 { key: string; text: string; page: number; box: Box; acroform_field?: string }

export interface Generated218 {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: Decoy218[];
  broker: string; country: 'US' | 'CA'; pages: number; skews?: number[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was placed: only printed values are non-null. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
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

export async function generateIndependent218(layout: string, seed: number, opts: { style: Style; scan?: boolean | 'phone' }): Promise<Generated218> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const merchant = makeMerchant(new Rng(`independent218:${layout}:${seed}`), spec.country, spec.maxOwners);
  const form = new Form(opts.style, `independent218:${layout}:${seed}`, spec.typedFont, spec.ink);
  spec.draw(form, merchant);
  let pdf = await form.finish();
  const all = form.placed;
  const placed = all.filter((p) => Object.keys(p.fields).length > 0);
  const decoys: Decoy218[] = all.filter((p) => Object.keys(p.fields).length === 0)
    .map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) }));
  let skews: number[] | undefined;
  if (opts.scan) {
    const base = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    const s = await scanPdf(pdf, { ...base, seed: `independent218:${layout}:${seed}:scan` });
    pdf = s.pdf; skews = s.skews;
  }
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: spec.broker, country: spec.country, pages: form.page, ...(skews ? { skews } : {}) };
}
