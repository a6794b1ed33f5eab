// independent135: fictional brokers' MCA applications full of printed text that is not the answer (examples, grey
// placeholders, a SAMPLE owner row, a worked example described in words, footnotes, related businesses, a business
// guarantor, prior funder, landlord, CPA, bank). The truth is what applications.md's rules read from the values a
// person wrote: a blank stays null whatever example is printed beside it.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Form, type Style } from './draw.ts';
import { merchant, type Merchant } from './data.ts';
import { harborline, ironwood, IRONWOOD_ENTITIES, type Terms } from './layouts-us.ts';
import { mapleBridge, MAPLE_ENTITIES } from './layout-ca.ts';

interface Layout { broker: string; country: 'US' | 'CA'; entities: readonly string[]; draw: (f: Form, m: Merchant, rng: Rng) => Terms }

const HARBOR_ENTITIES = ['LLC', 'Limited Liability Company', 'L.L.C.', 'Corporation', 'Inc.', 'S-Corp', 'Sole Proprietor', 'Partnership', 'LLC', ''];
const LAYOUTS: Record<string, Layout> = {
  'harborline-capital': { broker: 'Harborline Capital Partners', country: 'US', entities: HARBOR_ENTITIES, draw: harborline },
  'ironwood-funding': { broker: 'Ironwood Funding Group', country: 'US', entities: IRONWOOD_ENTITIES, draw: ironwood },
  'maple-bridge': { broker: 'Maple Bridge Business Funding', country: 'CA', entities: MAPLE_ENTITIES, draw: mapleBridge },
};

export const INDEPENDENT135_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent135Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every value written on the form (field name and text): for fillable, the AcroForm fields that hold a value. */
  written: { name: string; text: string }[];
  /** Owners' tax ids as printed masked (XXX-XX-1234): their truth is null. */
  masked: string[];
  /** Truth path -> the text printed for it (a test finds it among the written values). */
  printed: Record<string, string>;
  broker: string;
  country: 'US' | 'CA';
}

/** What applications.md's rules read from the printed merchant and the layout's printed payment terms. */
export function truthOf(m: Merchant, t: Terms): TruthApplication {
  const a = emptyApplication();
  const us = m.country === 'US';
  a.legal_name = m.legal;
  a.trade_name = m.dba;
  a.type_of_entity = m.entity;
  a.industry = m.industry;
  a.business_tax_id = m.taxId;
  a.business_tax_id_type = m.taxType;
  a.business_tax_id_country = m.taxId ? m.country : null;
  a.state_region = m.region;
  a.country = us ? 'United States' : 'Canada';
  a.requested_amount = m.amount;
  a.requested_payment = t.payment;
  a.number_of_payments = t.count;
  a.payment_frequency = t.frequency;
  a.business_start_date = m.start?.iso ?? null;
  a.applicants = m.owners.map((o) => ({
    first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: o.score,
    tax_id: o.taxTruth,
    tax_id_type: o.taxTruth ? (us ? (o.taxTruth.startsWith('9') ? 'ITIN' : 'SSN') : 'SIN') : null,
    tax_id_country: o.taxTruth ? m.country : null,
    date_of_birth: o.dob?.iso ?? null,
  }));
  return a;
}

export async function generateIndependent135(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent135Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent135 layout ${layout}`);
  const rng = new Rng(`independent135:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), l.country, l.entities);
  const f = new Form(opts.style, rng.fork(`pen:${opts.style}`), `${l.broker} application`);
  const terms = l.draw(f, m, rng.fork('layout'));
  let pdf = await f.end();
  if (opts.scan && opts.style !== 'fillable') {
    const o = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...o, seed: `${layout}:${seed}` })).pdf;
  }
  const masked = m.owners.filter((o) => o.taxPrinted && !o.taxTruth).map((o) => o.taxPrinted);
  const printed: Record<string, string> = { legal_name: m.legal, state_region: m.region };
  if (m.dba) printed.trade_name = m.dbaPrinted;
  if (m.taxId) printed.business_tax_id = m.taxPrinted;
  if (m.start) printed.business_start_date = m.start.printed;
  if (m.tradeText) printed.industry = m.tradeText;
  m.owners.forEach((o, i) => {
    Object.assign(printed, { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last, [`applicants[${i}].role`]: o.title });
    if (o.taxTruth) printed[`applicants[${i}].tax_id`] = o.taxPrinted;
    if (o.dob) printed[`applicants[${i}].date_of_birth`] = o.dob.printed;
  });
  return { pdf, truth: truthOf(m, terms), written: f.written, masked, printed, broker: l.broker, country: l.country };
}
