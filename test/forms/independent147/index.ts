// Independent generator 147, "applications as they leave other systems": four fictional brokers/funders whose MCA
// applications come out of software (a CRM printout, a completed e-signature envelope, a funder portal summary, a
// submission e-mail). The truth is built only from the values the layout placed (README.md).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant } from './data.ts';
import type { FieldValue } from './fmt.ts';
import { Pen, type Placed, type Style } from './pen.ts';
import { drawCrm } from './crm.ts';
import { drawEsign } from './esign.ts';
import { drawPortal } from './portal.ts';
import { drawEmail } from './email.ts';

export type { Placed, Style } from './pen.ts';

interface Layout {
  broker: string;
  size: [number, number];
  producer: string;
  creator: string;
  caShare: number;
  draw(pen: Pen, m: Merchant, r: Rng): void;
}

const LAYOUTS: Record<string, Layout> = {
  'ledgerline-crm-record': { broker: 'Ledgerline Funding Group', size: [612, 792], producer: 'Relay CRM Printable View', creator: 'Relay CRM', caShare: 0.25, draw: drawCrm },
  'bluefin-esign-completed': { broker: 'Bluefin Merchant Advisors', size: [612, 792], producer: 'SignStack PDF Service 24.3', creator: 'SignStack', caShare: 0.25, draw: drawEsign },
  'crescent-portal-summary': { broker: 'Harborline Business Capital', size: [612, 792], producer: 'Skia/PDF m131', creator: 'Mozilla/5.0 Chrome/131.0', caShare: 0.2, draw: drawPortal },
  'keystone-submission-email': { broker: 'Keystone Merchant Group', size: [612, 792], producer: 'Skia/PDF m132', creator: 'Mozilla/5.0 Chrome/132.0', caShare: 0.25, draw: drawEmail },
};

export const INDEPENDENT147_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: each placed value's fields; a null never overrides, two different values are a bug. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  const setIn = (obj: Record<string, FieldValue>, k: string, val: FieldValue, path: string) => {
    if (!(k in obj)) throw new Error(`unknown truth path ${path}`);
    if (val === null) return;
    if (obj[k] !== null && obj[k] !== val) throw new Error(`${path}: printed as ${String(obj[k])} and ${String(val)}`);
    obj[k] = val;
  };
  for (const p of placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        setIn(app.applicants[i] as unknown as Record<string, FieldValue>, a[2]!, val, path);
      } else setIn(app as unknown as Record<string, FieldValue>, path, val, path);
    }
  }
  return app;
}

export async function generateIndependent147(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: string[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a scan has no AcroForm: scan typed or handwritten only');
  const rng = new Rng(`independent147:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('data'), L.broker, L.caShare);
  const pen = new Pen(opts.style, rng.fork(`pen:${opts.style}`), L.size,
    { producer: L.producer, creator: L.creator, title: layout, date: new Date(Date.UTC(2026, 1, 27, 15, 4, 5)) });
  L.draw(pen, m, rng.fork('layout'));
  let pdf = await pen.finish();
  const truth = truthFrom(pen.placed);
  if (truth.applicants.length < 1 || truth.applicants.length > 4 || truth.applicants.some((a) => !a.first_name)) throw new Error('owners must be 1-4, each named');
  if (truth.type_of_entity === 'sole_proprietorship' && truth.applicants.length !== 1) throw new Error('a sole proprietorship has one owner');
  if (opts.scan) {
    const sr = rng.fork('scan');
    pdf = (await scanPdf(pdf, { ...(sr.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, placed: pen.placed, decoys: pen.placed.filter((p) => p.decoy).map((p) => p.text), broker: L.broker, country: m.country, pages: pen.page };
}
