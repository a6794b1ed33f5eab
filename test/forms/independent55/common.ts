// Shared pieces of set 55's layouts: the truth of what a layout printed, the legal text, and the blocks several
// layouts draw (existing advances, bank, ISO rep, landlord: all decoys).
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { iso, money, type Merchant, type Owner } from './data.ts';
import type { Sheet } from './draw.ts';

export interface BizPrinted { trade: boolean; start: 'date' | 'month' | null; amount: boolean; payment: boolean; payments: boolean; freq: boolean }

/** The business part of the truth, for what the layout printed. A sole prop without an EIN gives its owner's SSN. */
export function bizTruth(m: Merchant, p: BizPrinted): TruthApplication {
  const t = emptyApplication();
  const o0 = m.owners[0]!;
  t.legal_name = m.legal;
  t.trade_name = p.trade && m.dba && m.dba !== m.legal ? m.dba : null;
  t.type_of_entity = m.entity;
  t.industry = m.industry;
  t.business_tax_id = m.ein ?? o0.ssn;
  t.business_tax_id_type = m.ein ? 'EIN' : o0.itin ? 'ITIN' : 'SSN';
  t.business_tax_id_country = 'US';
  t.state_region = m.place.state;
  t.country = 'United States';
  // MM/YYYY only: the first of that month (README: a month is read as its first day).
  t.business_start_date = p.start === 'date' ? iso(m.start) : p.start === 'month' ? iso({ ...m.start, d: 1 }) : null;
  t.requested_amount = p.amount ? m.amount : null;
  t.requested_payment = p.payment ? m.payment : null;
  t.number_of_payments = p.payments ? m.payments : null;
  t.payment_frequency = p.freq ? m.freq : null;
  return t;
}

export interface OwnerPrinted { masked: boolean; score: boolean; dob: boolean; pct: boolean; noId?: boolean; title?: boolean }
export function ownerTruth(o: Owner, p: OwnerPrinted): TruthApplicant {
  // A masked SSN keeps its type (the box is labelled SSN and holds one); a line with no SSN at all gives none.
  const id = !p.noId;
  return { first_name: o.first, last_name: o.last, role: p.title === false ? null : o.title, ownership: p.pct ? o.pct : null,
    credit_score: p.score ? o.score : null, tax_id: p.masked || !id ? null : o.ssn, tax_id_type: id ? (o.itin ? 'ITIN' : 'SSN') : null,
    tax_id_country: id ? 'US' : null, date_of_birth: p.dob ? iso(o.dob) : null };
}

/** Equipment finance: monthly payments over a term, the amount financed is the request. */
export function equipmentTerms(m: Merchant, r: Rng): void {
  m.freq = 'monthly';
  m.payments = r.pick([24, 36, 48, 60]);
  m.payment = Math.round((m.amount * r.float(1.15, 1.4)) / m.payments * 100) / 100;
}

const CLAUSES = [
  'Each of the undersigned (individually and collectively, "Applicant") represents and warrants that all information provided in this application and in any supporting documents is true, correct and complete, and acknowledges that {F} and its assigns, participants and agents will rely upon such information in deciding whether to extend credit or to purchase future receivables.',
  'Applicant authorizes {F}, its affiliates and any credit reporting agency or other party to whom this application is submitted to obtain business and personal consumer credit reports, to verify bank, trade and landlord references, and to contact any financial institution, processor or creditor listed herein, now and at any time while any obligation remains outstanding.',
  'The owners and officers signing below authorize {F} to obtain a consumer report in connection with this application and with any update, renewal or extension of credit, and to share such information with funding partners, syndicates, servicers and lease assignees for purposes of underwriting and collection.',
  'Applicant understands that this is an application for business purpose financing only and that no funds will be used for personal, family or household purposes. Submission of this application does not obligate {F} to provide financing and any approval is subject to final underwriting, documentation and verification.',
  'Applicant consents to receive calls and text messages, including by automated dialing systems and prerecorded messages, at any telephone number provided herein, and to receive electronic communications and records, and agrees that an electronic or facsimile signature shall be as binding as an original.',
  'NOTICE: The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status or age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant\'s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The federal agency that administers compliance with this law concerning this creditor is the Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580.',
  'If your application for business credit is denied, you have the right to a written statement of the specific reasons for the denial. To obtain the statement, please contact {F} within 60 days from the date you are notified of our decision; we will send you a written statement of reasons within 30 days of receiving your request.',
  'Personal guaranty: in consideration of any credit extended, each individual signing as Guarantor or Co-Applicant unconditionally guarantees the prompt payment and performance of all obligations of the business Applicant, waives notice of acceptance, presentment, demand and protest, and agrees that {F} need not first proceed against the business or any collateral.',
  'Revenue-based financing is not a loan. Remittances are a specified percentage of receivables and may vary; the estimated remittance amount shown is for illustration only and reconciliation is available upon request in accordance with the agreement and applicable state disclosure laws.',
  'For equipment finance and leasing: title to leased equipment remains with the lessor; Applicant shall keep the equipment insured, free of liens and at the location stated, and authorizes the lessor to file UCC financing statements describing the equipment and its proceeds.',
  'Applicant certifies that it is not in bankruptcy, does not intend to file for bankruptcy protection, has no undisclosed judgments, tax liens or pending litigation, and that no owner is party to any receivership or assignment for the benefit of creditors. Applicant will notify {F} promptly of any material adverse change in its financial condition before funding.',
  'Applicant authorizes {F} to debit and credit the operating account identified in this application by ACH for fees, remittances and payments, and to obtain bank statements, processor statements and tax transcripts (IRS Form 4506-C) directly from the institution or the Internal Revenue Service for verification purposes.',
  'Privacy: {F} collects nonpublic personal information from this application, from consumer reporting agencies and from your transactions with us and others. We do not disclose such information except as permitted by law, including to service providers, funding partners and as required for fraud prevention, audit and regulatory examination.',
  'Arbitration: any claim or dispute arising out of or relating to this application, whether in contract, tort or otherwise, shall be resolved by binding arbitration on an individual basis under the commercial rules of the American Arbitration Association, and Applicant waives any right to a jury trial or to participate in a class action.',
  'Vermont residents: a consumer report may be obtained in connection with this application. Upon request you will be informed whether a report was requested and, if so, the name and address of the consumer reporting agency that furnished it. Married Wisconsin residents: no provision of a marital property agreement adversely affects the interest of the creditor unless the creditor is furnished a copy.',
  'California, New York, Utah, Virginia, Georgia, Connecticut, Florida, Kansas, Missouri and Texas residents: commercial financing disclosures required by state law will be provided with any offer. Ohio residents: the Ohio laws against discrimination require that all creditors make credit equally available to all creditworthy customers.',
];

/** A long legal text for funder f: `n` clauses, some of them twice as a real form's boilerplate grows. */
export function legal(f: string, r: Rng, n: number): string {
  const order = r.shuffle(CLAUSES.map((_, i) => i)).slice(0, Math.min(n, CLAUSES.length));
  return order.sort((a, b) => a - b).map((i) => CLAUSES[i]!.replaceAll('{F}', f)).join(' ');
}

/** Existing advances table (decoy), returns the y under it. */
export function advances(s: Sheet, m: Merchant, x: number, y: number, w: number, title = 'EXISTING ADVANCES / LOANS'): number {
  s.bold(x, y, title, 6.5);
  const cols = [0, 0.45, 0.7];
  const heads = ['Funder / Lender', 'Balance', 'Payment'];
  heads.forEach((h, i) => s.text(x + w * cols[i]!, y + 9, h, 6));
  const rows = Math.max(2, m.funders.length);
  for (let i = 0; i < rows; i++) {
    const f = m.funders[i];
    const yy = y + 26 + i * 12;
    s.rule(x, x + w, yy, 0.3);
    s.value(x, yy - 0.5, w * 0.44, f?.name ?? null, `adv${i}_name`, true);
    s.value(x + w * 0.45, yy - 0.5, w * 0.24, f ? money(f.balance, true) : null, `adv${i}_bal`, true);
    s.value(x + w * 0.7, yy - 0.5, w * 0.3, f ? money(f.payment) : null, `adv${i}_pmt`, true);
  }
  return y + 26 + rows * 12;
}

/** Bank account (decoy): name, routing, account. */
export function bank(s: Sheet, m: Merchant, x: number, y: number, w: number, below: boolean): void {
  const f = below ? s.under.bind(s) : s.left.bind(s);
  f(x, y, w * 0.4, 'Bank name', m.bank.name, 'bank_name', true);
  f(x + w * 0.4, y, w * 0.3, 'ABA routing no.', m.bank.routing, 'bank_routing', true);
  f(x + w * 0.7, y, w * 0.3, 'Account no.', m.bank.account, 'bank_account', true);
}

/** ISO / broker representative (decoy). */
export function isoRep(s: Sheet, m: Merchant, x: number, y: number, w: number, below: boolean): void {
  const f = below ? s.under.bind(s) : s.left.bind(s);
  f(x, y, w * 0.32, 'Sales rep / ISO', m.iso.name, 'iso_name', true);
  f(x + w * 0.32, y, w * 0.34, 'ISO company', m.iso.company, 'iso_company', true);
  f(x + w * 0.66, y, w * 0.34, 'Rep phone', m.iso.phone, 'iso_phone', true);
}

/** Landlord / mortgage holder (decoy). */
export function landlord(s: Sheet, m: Merchant, x: number, y: number, w: number, below: boolean): void {
  const f = below ? s.under.bind(s) : s.left.bind(s);
  f(x, y, w * 0.45, 'Landlord / mortgage co.', m.landlord.name, 'landlord', true);
  f(x + w * 0.45, y, w * 0.3, 'Landlord phone', m.landlord.phone, 'landlord_phone', true);
  f(x + w * 0.75, y, w * 0.25, 'Monthly rent', money(m.landlord.rent), 'rent', true);
}

/** Entity checkboxes: the merchant's entity checked; returns true when one of them is its entity. */
export const ENTITY_BOXES: [string, string][] = [['llc', 'LLC'], ['c_corporation', 'Corporation'], ['s_corporation', 'S Corp'],
  ['general_partnership', 'Partnership'], ['limited_partnership', 'LP'], ['sole_proprietorship', 'Sole Proprietor'], ['pllc', 'PLLC']];
export function entityBoxes(s: Sheet, m: Merchant, x: number, y: number, size = 6.5, gap = 3): number {
  let xx = x;
  for (const [id, label] of ENTITY_BOXES) xx = s.check(xx, y, label, m.entity === id, `entity_${id}`, size) + gap;
  return xx;
}

export const FREQS: [Merchant['freq'], string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
export function freqBoxes(s: Sheet, m: Merchant, x: number, y: number, size = 6.5, only?: Merchant['freq'][]): number {
  let xx = x;
  for (const [id, label] of FREQS) if (!only || only.includes(id)) xx = s.check(xx, y, label, m.freq === id, `freq_${id}`, size) + 3;
  return xx;
}

/** Whether to mask this owner's SSN: never an ITIN (a masked number's kind could not be read). */
export const mask = (r: Rng, o: Owner | undefined, p: number): boolean => r.chance(p) && !!o && !o.itin;
