// Independent application-form generator, set 163: hand-filled and messy paper (block-capital comb boxes; N/A, SAME,
// "see above" and blanks; a half-filled second owner row; a faxed form with a cover sheet). See README.md.
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Sheet, type Placed, type Style } from './draw.ts';
import type { Country } from './data.ts';
import type { Merchant } from './model.ts';
import { combMerchant, drawComb } from './comb.ts';
import { blanksMerchant, drawBlanks } from './blanks.ts';
import { partialMerchant, drawPartial } from './partial.ts';
import { faxMerchant, drawFax } from './fax.ts';
import type { Ctx } from './parts.ts';

export type { Placed } from './draw.ts';

interface Layout { broker: string; canada: number; merchant: (rng: Rng, c: Country) => Merchant; draw: (c: Ctx) => void }
const LAYOUTS: Record<string, Layout> = {
  boxwell: { broker: 'Boxwell Capital Partners', canada: 0.3, merchant: combMerchant, draw: drawComb },
  cardinal: { broker: 'Cardinal Ridge Funding', canada: 0.35, merchant: blanksMerchant, draw: drawBlanks },
  tworivers: { broker: 'Two Rivers Merchant Group', canada: 0, merchant: partialMerchant, draw: drawPartial },
  harborline: { broker: 'Harborline Funding', canada: 0.3, merchant: faxMerchant, draw: drawFax },
};

export const INDEPENDENT163_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));

export interface Independent163Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
  /** Printed entries that read as null (N/A, SAME, see above, masked numbers, a DBA equal to the legal name). */
  fillers: Placed[];
  scan?: { preset: 'office' | 'phone'; skews: number[] };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as the placed values give it: null for every path nothing printed gives. */
export function truthFrom(placed: Placed[]): TruthApplication {
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
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent163(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent163Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout: ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style: ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned');
  const root = new Rng(`independent163:${layout}:${seed}`);
  const model = root.fork('model'), hand = root.fork('hand'), scanRng = root.fork('scan');
  const country: Country = model.chance(l.canada) ? 'CA' : 'US';
  const m = l.merchant(model.fork('merchant'), country);
  const s = new Sheet(opts.style, hand, `${l.broker} - application`);
  l.draw({ s, rng: model.fork('layout'), m });
  let pdf = await s.end();
  const truth = truthFrom(s.placed);
  const preset = scanRng.chance(0.5) ? 'office' : 'phone';
  let scan: Independent163Result['scan'];
  if (opts.scan) {
    const r = await scanPdf(pdf, { ...(preset === 'office' ? OFFICE_SCANNER : PHONE_PHOTO), seed: `163:${layout}:${seed}` });
    pdf = r.pdf;
    scan = { preset, skews: r.skews };
  }
  return { pdf, truth, placed: s.placed, decoys: s.decoys, fillers: s.fillers, broker: l.broker, country, pages: s.page, ...(scan ? { scan } : {}) };
}
