// Pieces the four brokers share: truth of an owner, entity text by legal suffix, frequency labels, decoy blocks.
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Pen } from './pen.ts';
import { money, plainMoney, type Advance, type Merchant, type Owner } from './values.ts';

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export const FREQ_LABELS: readonly (readonly [Freq, string])[] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
export const A = (k: string): string => `application.${k}`;
export const O = (i: number, k: string): string => `application.applicants[${i}].${k}`;

/** The application's business part common to every layout (fields not printed are set to null by the layout). */
export function businessTruth(m: Merchant): TruthApplication {
  const t = emptyApplication();
  t.legal_name = m.legal;
  t.trade_name = m.dba;
  t.industry = m.industry;
  t.state_region = m.region;
  t.country = m.country === 'US' ? 'United States' : 'Canada';
  t.business_start_date = m.start;
  return t;
}

export type NameStyle = 'first-last' | 'last-first';
export function ownerName(o: Owner, style: NameStyle): string {
  return style === 'last-first' ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}` : `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}`;
}

/** An owner as the rules read the printed row: masked or blank tax id gives null id, type and country. */
export function ownerTruth(o: Owner, country: 'US' | 'CA', creditPrinted: boolean): TruthApplicant {
  const shown = !o.masked && !o.blankTax;
  return { first_name: o.first, last_name: o.last, role: o.role, ownership: o.ownership, credit_score: creditPrinted ? o.credit : null,
    tax_id: shown ? o.taxDigits : null, tax_id_type: shown ? (country === 'US' ? 'SSN' : 'SIN') : null, tax_id_country: shown ? country : null,
    date_of_birth: o.dob };
}

/** Free-text entity for a US legal name's suffix: [printed, reference id]. */
export function usEntityText(rng: Rng, legal: string): [string, string] {
  if (/LLC$/.test(legal)) return rng.pick([['LLC', 'llc'], ['L.L.C.', 'llc'], ['Limited Liability Company', 'llc'], ['Single-Member LLC', 'llc']] as const);
  return rng.pick([['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['C Corp', 'c_corporation'], ['Inc.', 'c_corporation'], ['S Corporation', 's_corporation']] as const);
}

export function formatFreq(f: Freq, rng: Rng): string {
  const opts: Record<Freq, string[]> = { daily: ['Daily', 'DAILY', 'Daily (M-F)'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Bi-weekly'], monthly: ['Monthly', 'MONTHLY'] };
  return rng.pick(opts[f]);
}

/** An existing-advances table (all decoys). Returns the y below it. */
export function advancesTable(pen: Pen, rng: Rng, advs: Advance[], x: number, y: number, w: number, cad: boolean, prefix: string): number {
  const cols: [string, number][] = [['Funder / Lender', 0.22], ['Funded', 0.11], ['Original Amount', 0.13], ['Current Balance', 0.14], ['Payment', 0.12], ['Freq.', 0.1], ['Payoff Amount', 0.18]];
  let cx = x;
  for (const [label, f] of cols) { pen.rect(cx, y, w * f, 12, '#e8ecf2'); pen.text(label, cx + 2, y + 3, 6.5, { bold: true }); cx += w * f; }
  y += 12;
  const rows = Math.max(advs.length, 2);
  for (let i = 0; i < rows; i++) {
    const a = advs[i];
    const vals = a ? [a.funder, a.funded, money(rng, a.original, cad), plainMoney(a.balance), plainMoney(a.payment), a.freq, plainMoney(a.payoff)] : ['', '', '', '', '', '', ''];
    cx = x;
    cols.forEach(([, f], j) => { pen.rect(cx, y, w * f, 16); pen.value(`${prefix}_${i}_${j}`, vals[j]!, cx + 1, y + 14, w * f - 3, [], `existing_advance_${j}`); cx += w * f; });
    y += 16;
  }
  return y;
}

/** Bank, landlord, ISO rep and trade reference: people and numbers that are not the applicant's fields. */
export function decoyBlock(pen: Pen, m: Merchant, x: number, y: number, w: number, canadian: boolean): number {
  const c = w / 4;
  pen.cell('Bank Name', 'bank_name', m.bankName, x, y, c, 23, [], 'bank_name');
  pen.cell(canadian ? 'Transit / Institution #' : 'Routing # (ABA)', 'bank_routing', m.routing, x + c, y, c, 23, [], 'routing');
  pen.cell('Account #', 'bank_account', m.account, x + 2 * c, y, c, 23, [], 'account');
  pen.cell('Avg. Monthly Deposits', 'monthly_sales', plainMoney(m.monthlySales), x + 3 * c, y, c, 23, [], 'monthly_sales');
  y += 23;
  pen.cell('Landlord / Mortgage Holder', 'landlord', m.landlord, x, y, c * 1.5, 23, [], 'landlord');
  pen.cell('Landlord Phone', 'landlord_phone', m.landlordPhone, x + c * 1.5, y, c * 0.8, 23, [], 'landlord_phone');
  pen.cell('Monthly Rent', 'rent', plainMoney(m.rent), x + c * 2.3, y, c * 0.7, 23, [], 'rent');
  pen.cell('Trade Reference', 'trade_ref', `${m.reference} ${m.referencePhone}`, x + 3 * c, y, c, 23, [], 'trade_reference');
  return y + 23;
}

export function signature(pen: Pen, rng: Rng, names: string[], x: number, y: number, w: number, dateText: string): number {
  const c = w / names.length;
  names.forEach((n, i) => {
    const sx = x + i * c;
    if (pen.style !== 'fillable') {
      pen.doc.save().lineWidth(0.9).strokeColor('#14205a').moveTo(sx + 10, y + 10);
      for (let k = 0; k < 6; k++) pen.doc.bezierCurveTo(sx + 14 + k * 14, y + rng.float(-2, 6), sx + 20 + k * 14, y + rng.float(10, 18), sx + 24 + k * 14, y + 10);
      pen.doc.stroke().restore();
    }
    pen.rule(sx, y + 16, c - 20);
    pen.text(`Signature (Owner ${i + 1})`, sx, y + 18, 6.5);
    pen.rule(sx, y + 40, (c - 20) * 0.6);
    pen.value(`sig_name_${i}`, n, sx, y + 40, (c - 20) * 0.6, [], 'signer_printed_name');
    pen.text('Print Name', sx, y + 42, 6.5);
    pen.rule(sx + (c - 20) * 0.65, y + 40, (c - 20) * 0.35);
    pen.value(`sig_date_${i}`, dateText, sx + (c - 20) * 0.65, y + 40, (c - 20) * 0.35, [], 'signature_date');
    pen.text('Date', sx + (c - 20) * 0.65, y + 42, 6.5);
  });
  return y + 52;
}
