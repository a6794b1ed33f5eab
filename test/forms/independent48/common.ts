// Pieces every funder form shares: the header, the entity and frequency checkbox rows with their truth, the owners'
// ID box (masked IDs give no truth), the signature rows and the funder's fine print (names and addresses inside it
// are decoys: the funder, its officers, its registered agent).
import type { Rng } from '../../statements/generator/prng.ts';
import type { EntityKey, Merchant, Owner } from './merchant.ts';
import { maskId, printDate } from './merchant.ts';
import type { Cell, Facts, Sheet } from './sheet.ts';

export interface Funder { name: string; legal: string; addr: string; officers: readonly [string, string][]; phone: string; web: string }

const ENTITY_TEXT: Record<EntityKey, string> = { llc: 'LLC', corp: 'Corporation', scorp: 'S Corp', partnership: 'Partnership', llp: 'LLP',
  sole: 'Sole Proprietor', pllc: 'PLLC' };
export function entityId(k: EntityKey, country: 'US' | 'CA'): string {
  return { llc: 'llc', corp: country === 'US' ? 'c_corporation' : 'ca_corporation', scorp: 's_corporation', partnership: 'general_partnership',
    llp: 'llp', sole: 'sole_proprietorship', pllc: 'pllc' }[k];
}

/** Entity checkboxes: [printed label, key]; a merchant whose kind has no box ticks "Other:" and writes it. */
export function entityCell(m: Merchant, l: string, w: number, opts: readonly (readonly [string, EntityKey | null])[]): Cell {
  let pick = opts.findIndex(([, k]) => k === m.entity);
  let other: string | undefined;
  if (pick < 0) { pick = opts.findIndex(([o]) => o.startsWith('Other')); other = ENTITY_TEXT[m.entity]; }
  return { l, w, opts: opts.map(([o]) => o), pick, ...(other ? { other } : {}), t: { type_of_entity: entityId(m.entity, m.country) } };
}

export const FREQ_IDS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export function freqCell(m: Merchant, l: string, w: number, labels: readonly string[] = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']): Cell {
  return { l, w, opts: labels, pick: FREQ_IDS.indexOf(m.freq), t: { payment_frequency: m.freq } };
}

export function dbaFacts(m: Merchant): Facts | undefined {
  return m.dba && m.dba !== 'SAME' && m.dba !== 'N/A' && m.dba !== m.legal ? { trade_name: m.dba } : undefined;
}
export function taxFacts(m: Merchant): Facts {
  return { business_tax_id: m.taxIdDigits, business_tax_id_type: m.taxIdType, business_tax_id_country: m.country };
}
export function bizFacts(m: Merchant): Facts { return { state_region: m.st, country: m.country === 'US' ? 'United States' : 'Canada' }; }

/** An owner's SSN/ITIN/SIN box: in full (truth) or masked to the last digits (no truth). */
export function ownerId(o: Owner, i: number, m: Merchant): { v: string; t?: Facts } {
  if (o.masked) return { v: maskId(o.ssn, i + o.pct, m.country) };
  return { v: o.ssn, t: { [`o${i}.tax_id`]: o.ssn.replace(/\D/g, ''), [`o${i}.tax_id_type`]: o.ssnType, [`o${i}.tax_id_country`]: m.country } };
}
export const oT = (i: number, k: string, v: string | number): Facts => ({ [`o${i}.${k}`]: v });
export const dobCell = (o: Owner, i: number, l: string, w: number, f: 'mdy' | 'iso' = 'mdy'): Cell => ({ l, w, v: printDate(o.dob, f), t: oT(i, 'date_of_birth', o.dob) });

export function header(s: Sheet, f: Funder, title: string, right: string[]): void {
  s.label(f.name.toUpperCase(), s.L, s.y, 15, { font: 'Helvetica-Bold', color: s.accent });
  s.label(`${f.addr}  |  ${f.phone}  |  ${f.web}`, s.L, s.y + 17, 5.5, { color: '#444' });
  right.forEach((r, i) => s.label(r, s.L, s.y + i * 7, 5.5, { width: s.W, align: 'right', color: '#333' }));
  s.y += 26;
  s.label(title, s.L, s.y, 8.5, { font: 'Helvetica-Bold', width: s.W, align: 'center' });
  s.y += 12;
}

/** Signature rows, one per owner: a scribble (not on fillable forms), the printed name and a date. */
export function signatures(s: Sheet, m: Merchant, rng: Rng, names: string[], date: string): void {
  [...names, ...(names.length < 2 ? [''] : [])].forEach((n, i) => {
    const y = s.y;
    s.row([{ l: `Signature of Owner/Guarantor #${i + 1}`, w: 3 }, { l: 'Print Name', w: 3, v: n }, { l: 'Title', w: 1.4, v: m.owners[i]?.title },
      { l: 'Date', w: 1.3, v: n ? date : '' }], 20);
    if (s.style !== 'fillable' && n) {
      const x = s.L + 12, d = s.doc;
      d.lineWidth(0.7).strokeColor('#1a2b8c').moveTo(x, y + 16);
      for (let k = 0; k < 5; k++) d.bezierCurveTo(x + k * 18 + 6, y + rng.float(5, 9), x + k * 18 + 10, y + rng.float(16, 19), x + k * 18 + 18, y + rng.float(10, 15));
      d.stroke();
    }
  });
}

const TERMS = [
  'SALE OF FUTURE RECEIVABLES. Merchant hereby sells, assigns and transfers to {F} (the "Purchaser") the Specified Percentage of all of Merchant\'s future receipts until the Purchased Amount has been delivered. This is a sale and not a loan; Purchaser assumes the risk that the receipts may be remitted more slowly than anticipated or not at all if Merchant goes out of business in the ordinary course.',
  'AUTHORIZATION. Each undersigned owner and guarantor authorizes {F}, its officers, agents, assigns and any credit reporting agency to obtain consumer and business credit reports, bank references, tax return transcripts and trade references at any time now or for so long as any obligation remains outstanding, and to share this application with affiliates, participants and the referring independent sales organization.',
  'ACH DEBITS. Merchant authorizes Purchaser to initiate ACH debit entries to the operating account designated herein in the amounts stated in the Schedule, and agrees not to change depository banks or block Purchaser\'s debits without prior written consent. Returned debits incur a fee of $35.00 each; a blocked account constitutes an Event of Default.',
  'PERSONAL GUARANTY OF PERFORMANCE. The owners signing below guarantee Merchant\'s performance of its representations, warranties and covenants, but not the collectability of the receivables. A spouse, co-signer or reference named on this form is not a guarantor unless he or she signs the Guaranty.',
  'REPRESENTATIONS. Merchant represents that the information on this application is true and complete, that it is not contemplating bankruptcy, and that it has disclosed every outstanding cash advance, loan and lien. Purchaser relies on these statements; any material misstatement is fraud in the inducement.',
  'NOTICES. Notices to Purchaser shall be sent by certified mail to {F}, Attn: {O1}, {T1}, {A}, with a copy to {O2}, {T2}, at the same address. Notices to Merchant shall be sent to the business address above. Purchaser\'s registered agent for service of process is Corporate Filings Service Co., 251 Little Falls Drive, Wilmington, DE 19808.',
  'GOVERNING LAW; JURY WAIVER; ARBITRATION. This agreement is governed by the laws of the State of New York without regard to conflict of laws principles. THE PARTIES WAIVE TRIAL BY JURY. Any dispute may be submitted to binding arbitration before the American Arbitration Association; class actions are waived.',
  'FEES. An origination fee of up to 3% of the Purchase Price, a UCC filing fee of $195.00 and, where applicable, a bank wire fee of $25.00 will be deducted from the Purchase Price. The referring broker\'s compensation is paid by Purchaser and is not a charge to Merchant.',
  'DISCLOSURE. Where required by state commercial financing disclosure law (including California, New York, Utah, Virginia and Georgia), Purchaser will deliver a disclosure of the total cost of the financing before consummation. Questions: {O1}, {T1}, {P}.',
  'DEFINITIONS. "Receipts" means all payments received by Merchant for the sale of goods or services, whether by cash, check, credit or debit card, ACH, wire, mobile wallet or any other form of payment. "Specified Percentage" and "Purchased Amount" are stated in the Schedule of Purchased Receivables delivered with the funding agreement. "Business Day" means a day on which Purchaser\'s bank is open.',
  'RECONCILIATION. Merchant may request a reconciliation of the daily or weekly remittance at any time by delivering its most recent bank statements and card processing statements. If the remittance exceeds the Specified Percentage of actual Receipts, Purchaser will credit the difference within five (5) Business Days. Reconciliation requests go to reconcile@{W}.',
  'EVENTS OF DEFAULT. Each of the following is an Event of Default: (a) Merchant interferes with Purchaser\'s right to collect; (b) Merchant sells, transfers or closes the business without notice; (c) Merchant takes another advance secured by the same Receipts without consent; (d) any representation proves false; (e) four or more debits are returned in a calendar month.',
  'SECURITY INTEREST. To secure performance, Merchant grants Purchaser a security interest in all accounts, chattel paper, documents, equipment, general intangibles, instruments and inventory now owned or later acquired, and authorizes Purchaser to file a UCC-1 financing statement in any jurisdiction. Purchaser may notify account debtors of its interest after an Event of Default.',
  'CREDIT INQUIRIES AND CONSUMER REPORTS. You authorize {F} to request consumer credit reports on each owner and guarantor from Experian, Equifax or TransUnion. If you ask, we will tell you whether a report was requested and the name and address of the agency that furnished it. The Federal Equal Credit Opportunity Act prohibits creditors from discriminating on the basis of race, color, religion, national origin, sex, marital status or age.',
  'ELECTRONIC SIGNATURES; COUNTERPARTS. This application may be signed electronically and in counterparts; a facsimile, scanned or electronically transmitted signature is as binding as an original. Merchant consents to receive disclosures and notices electronically at the e-mail address above.',
  'PRIVACY. Information supplied on this application is used to evaluate the request, to verify identity under the USA PATRIOT Act, and to service any resulting transaction. It may be shared with the referring ISO, syndication participants, credit bureaus and service providers bound by confidentiality. Opt-out requests: privacy@{W} or {P}.',
  'ENTIRE AGREEMENT; SEVERABILITY. This application, the funding agreement, the Guaranty and any Schedule constitute the entire agreement of the parties. If any provision is held unenforceable, the remainder continues in effect. No oral statement by any broker, ISO or sales agent modifies these terms.',
];

export function terms(f: Funder, rng: Rng, n: number): string[] {
  const [[o1, t1], [o2, t2]] = [f.officers[0]!, f.officers[1]!];
  const fill = (p: string) => p.replaceAll('{F}', f.legal).replace('{O1}', o1).replace('{T1}', t1).replace('{O2}', o2).replace('{T2}', t2)
    .replace('{A}', f.addr).replaceAll('{P}', f.phone).replaceAll('{W}', f.web).replace('{O1}', o1).replace('{T1}', t1);
  // The notices paragraph (officers, address) is always there: it is where the funder's people are named.
  const order = [5, ...rng.shuffle(TERMS.map((_, i) => i).filter((i) => i !== 5)).slice(0, n - 1)].sort((a, b) => a - b);
  return order.map((i) => `${i + 1}. ${fill(TERMS[i]!)}`);
}

export interface Layout {
  name: string; size: 'LETTER' | 'LEGAL'; country: 'US' | 'CA'; maxOwners: number; entities: readonly EntityKey[]; accent: string;
  draw(s: Sheet, m: Merchant, rng: Rng): void;
}

/** The page's height for fine print: what is left above the signature rows. */
export const room = (s: Sheet, sigRows: number, sigH = 20): number => (s.size === 'LEGAL' ? 1008 : 792) - 22 - Math.max(2, sigRows) * sigH - s.y - 4;
