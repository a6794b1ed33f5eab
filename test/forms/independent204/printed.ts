// Each deal value as a layout prints it, paired with the truth it gives under applications.md. A layout asks for
// "the tax ID" and gets the printed text and its truth paths together, so the truth cannot drift from the page.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './deal.ts';
import { digits, entityId, formatDate, formatMoney, industryId, taxIdType, type DateFormat, type MoneyFormat } from './rules.ts';

export interface Printed { text: string; fields: Record<string, unknown> }
const A = 'application.';

// Free-text spellings of each entity type a merchant writes.
export const ENTITY_TEXT: Record<string, string[]> = { llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'Inc.', 'C-Corp'],
  s_corporation: ['S-Corp', 'S Corporation'], sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship'], general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['LP', 'Limited Partnership'], pllc: ['PLLC', 'Professional LLC'] };

export class Printer {
  readonly d: Deal;
  readonly r: Rng;
  readonly date: DateFormat;
  readonly money: MoneyFormat;
  constructor(d: Deal, r: Rng, date: DateFormat, money: MoneyFormat) { this.d = d; this.r = r; this.date = date; this.money = money; }

  legal(): Printed { return { text: this.d.legalName, fields: { [`${A}legal_name`]: this.d.legalName } }; }
  /** Null when the form leaves it blank; SAME, N/A and the legal name again read as no trade name. */
  dba(): Printed | null {
    const t = this.d.dba;
    if (t === null) return null;
    const none = ['SAME', 'N/A'].includes(t) || t === this.d.legalName;
    return { text: t, fields: { [`${A}trade_name`]: none ? null : t } };
  }
  entityText(): Printed {
    const t = this.r.pick(ENTITY_TEXT[this.d.entity]!);
    return { text: t, fields: { [`${A}type_of_entity`]: entityId(t) } };
  }
  industry(): Printed { return { text: this.d.industryText, fields: { [`${A}industry`]: industryId(this.d.industryText) } }; }
  taxId(): Printed {
    const t = this.d.taxId;
    return { text: t, fields: { [`${A}business_tax_id`]: digits(t), [`${A}business_tax_id_type`]: taxIdType(t), [`${A}business_tax_id_country`]: 'US' } };
  }
  /** The business address's state gives the state and, on a US form that never prints the country, the country. */
  state(text = this.d.address.state): Printed { return { text, fields: { [`${A}state_region`]: this.d.address.state, [`${A}country`]: 'United States' } }; }
  cityStateZip(): Printed { const a = this.d.address; return this.state(`${a.city}, ${a.state} ${a.zip}`); }
  start(): Printed { return { text: formatDate(this.d.startDate, this.date), fields: { [`${A}business_start_date`]: this.d.startDate } }; }
  amount(): Printed { return this.cash(this.d.requested, 'requested_amount'); }
  payment(): Printed { return this.cash(this.d.payment, 'requested_payment'); }
  count(): Printed { return { text: String(this.d.numPayments), fields: { [`${A}number_of_payments`]: this.d.numPayments } }; }
  frequencyText(): Printed {
    const t = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[this.d.frequency];
    return { text: t, fields: { [`${A}payment_frequency`]: this.d.frequency } };
  }
  private cash(v: number, field: string): Printed {
    const text = formatMoney(v, this.money);
    return { text, fields: { [`${A}${field}`]: Number(text.replace(/[$,\s]/g, '')) } };
  }
  /** Money that is not the request (equipment cost, balances, sales): printed the form's way, a decoy. */
  plain(v: number): string { return formatMoney(v, this.money); }
  dateText(iso: string): string { return formatDate(iso, this.date); }

  // ---- owners: i is the printed position, which is the applicant's index in the truth ----
  private o(i: number): Owner { return this.d.owners[i]!; }
  private p(i: number, f: string) { return `${A}applicants[${i}].${f}`; }
  /** The whole name in one of the forms brokers print; the truth keeps first and last only. */
  name(i: number, form: 'first_last' | 'last_first'): Printed {
    const o = this.o(i), mid = o.middle ? ` ${o.middle}.` : '';
    const cred = o.credential ? `, ${o.credential}` : '';
    const text = form === 'last_first' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${cred}`;
    return { text, fields: { [this.p(i, 'first_name')]: o.first, [this.p(i, 'last_name')]: o.last } };
  }
  first(i: number): Printed { return { text: this.o(i).first, fields: { [this.p(i, 'first_name')]: this.o(i).first } }; }
  last(i: number): Printed { return { text: this.o(i).last, fields: { [this.p(i, 'last_name')]: this.o(i).last } }; }
  title(i: number): Printed { return { text: this.o(i).title, fields: { [this.p(i, 'role')]: this.o(i).title } }; }
  share(i: number, withPct: boolean): Printed {
    const v = this.o(i).ownership;
    return { text: withPct ? `${v}%` : String(v), fields: { [this.p(i, 'ownership')]: v } };
  }
  score(i: number): Printed { return { text: String(this.o(i).creditScore), fields: { [this.p(i, 'credit_score')]: this.o(i).creditScore } }; }
  /** A masked SSN prints only the last four: no number, no type, no country (nothing of the ID is readable). */
  ssn(i: number, masked: boolean): Printed {
    const s = this.o(i).ssn;
    if (masked) return { text: `XXX-XX-${s.slice(-4)}`, fields: { [this.p(i, 'tax_id')]: null } };
    return { text: s, fields: { [this.p(i, 'tax_id')]: digits(s), [this.p(i, 'tax_id_type')]: taxIdType(s), [this.p(i, 'tax_id_country')]: 'US' } };
  }
  dob(i: number): Printed { return { text: formatDate(this.o(i).dob, this.date), fields: { [this.p(i, 'date_of_birth')]: this.o(i).dob } }; }
  home(i: number): string { const h = this.o(i).home; return `${h.street}, ${h.city}, ${h.state} ${h.zip}`; }
}
