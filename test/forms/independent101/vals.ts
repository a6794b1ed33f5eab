// The printed values of set 101: each merchant value as text in a form's format, with the truth it gives (the
// applications.md reading of that text) or the decoy it is.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Freq, Merchant, Owner } from './data.ts';
import type { Val } from './form.ts';

export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'iso' | 'mdy-dash' | 'short-month';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export function fmtDate(d: Date, f: DateFmt): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate();
  switch (f) {
    case 'mdy': return `${p2(m)}/${p2(day)}/${y}`;
    case 'mdyy': return `${m}/${day}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${day}, ${y}`;
    case 'short-month': return `${MONTHS[m - 1]!.slice(0, 3)} ${day}, ${y}`;
    case 'iso': return `${y}-${p2(m)}-${p2(day)}`;
    case 'mdy-dash': return `${p2(m)}-${p2(day)}-${y}`;
  }
}
export const iso = (d: Date): string => fmtDate(d, 'iso');

export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'nocomma' | 'cad' | 'cad-pre' | 'fr';
export function money(n: number, f: MoneyFmt): string {
  const c = n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  switch (f) {
    case 'dollar': return `$${c}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'plain': return c;
    case 'nocomma': return `$${n}`;
    case 'cad': return `$${c} CAD`;
    case 'cad-pre': return `CAD $${c}`;
    case 'fr': return `${c.replace(/,/g, ' ')} $`;
  }
}

export const FREQ_WORD: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** A checkbox option list: printed label and the entity id it means on this form. */
export type EntityOptions = readonly (readonly [string, string])[];

const ENTITY_WORDS: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], pllc: ['PLLC'], limited_partnership: ['LP', 'Limited Partnership'],
  general_partnership: ['Partnership', 'General Partnership'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'],
  c_corporation: ['Corporation', 'Inc.', 'C-Corp', 'Corp'], s_corporation: ['S-Corp', 'S Corporation', 'S Corp'],
  ca_corporation: ['Corporation', 'Inc.', 'Ltd.', 'Incorporated'],
};

export class Vals {
  readonly m: Merchant;
  private rng: Rng;
  constructor(m: Merchant, rng: Rng) { this.m = m; this.rng = rng; }

  private get countryName(): string { return this.m.country === 'US' ? 'United States' : 'Canada'; }

  legal(): Val { return { text: this.m.legal, truth: { legal_name: this.m.legal } }; }
  dba(): Val { return { text: this.m.dbaShown, truth: { trade_name: this.m.dba } }; }
  industry(): Val { return { text: this.m.industryText, truth: { industry: this.m.industryId } }; }

  /** The entity type as a person writes it on a free-text line. */
  entityText(): Val {
    return { text: this.rng.pick(ENTITY_WORDS[this.m.entityId]!), truth: { type_of_entity: this.m.entityId } };
  }

  /** Which option to check; for an entity the form lacks, the "Other" box (last) and the text for its line. */
  entityCheck(options: EntityOptions): { index: number; val: Val; other: Val | null } {
    const truth = { type_of_entity: this.m.entityId };
    const i = options.findIndex(([, id]) => id === this.m.entityId);
    if (i >= 0) return { index: i, val: { text: options[i]![0], truth }, other: null };
    return { index: options.length - 1, val: { text: 'Other' }, other: { text: this.rng.pick(ENTITY_WORDS[this.m.entityId]!), truth } };
  }

  /** The tax ID as the owner writes it; `bare` allows 9 digits without separators (the label says EIN/BN). */
  taxId(bare: boolean): Val {
    const { digits, type, program } = this.m.tax;
    const r = this.rng;
    let text: string;
    let truthDigits = digits;
    if (type === 'BN') {
      const form = r.pick(['sp', 'split', 'joined', 'bare'] as const);
      text = form === 'sp' ? `${digits} ${program}` : form === 'split' ? `${digits.slice(0, 5)} ${digits.slice(5)} ${program}` : form === 'joined' ? digits + program : digits;
      if (form !== 'bare') truthDigits = digits + program;
    } else if (type === 'SSN') text = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    else text = bare && r.chance(0.3) ? digits : `${digits.slice(0, 2)}-${digits.slice(2)}`;
    return { text, truth: { business_tax_id: truthDigits, business_tax_id_type: type, business_tax_id_country: this.m.country, country: this.countryName } };
  }

  start(f: DateFmt): Val { return { text: fmtDate(this.m.start, f), truth: { business_start_date: iso(this.m.start) } }; }
  years(): Val { return { text: this.rng.chance(0.5) ? String(this.m.years) : `${this.m.years} yrs` }; }
  street(): Val { return { text: this.m.street }; }
  city(): Val { return { text: this.m.place.city }; }
  /** The business's state/province, as its code (or, when `name`, its name). */
  region(name = false): Val {
    return { text: name ? this.m.place.regionName : this.m.place.region, truth: { state_region: this.m.place.region, country: this.countryName } };
  }
  postal(): Val { return { text: this.m.place.postal }; }
  /** Street, city, state and ZIP on one line. */
  address(): Val {
    const p = this.m.place;
    return { text: `${this.m.street}, ${p.city}, ${p.region} ${p.postal}`, truth: { state_region: p.region, country: this.countryName } };
  }
  countryVal(): Val { return { text: this.countryName, truth: { country: this.countryName } }; }
  incorporated(): Val { return { text: this.m.incorporated, ...(this.m.incDiffers ? { decoy: 'state_of_incorporation' } : {}) }; }

  amount(f: MoneyFmt): Val { return { text: money(this.m.amount, f), truth: { requested_amount: this.m.amount } }; }
  payment(f: MoneyFmt): Val { return { text: money(this.m.payment, f), truth: { requested_payment: this.m.payment } }; }
  nPayments(): Val { return { text: String(this.m.nPayments), truth: { number_of_payments: this.m.nPayments } }; }
  freqIndex(): number { return ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(this.m.freq); }
  freqVal(): Val { return { text: FREQ_WORD[this.m.freq], truth: { payment_frequency: this.m.freq } }; }
  use(): Val { return { text: this.m.use }; }
  sales(f: MoneyFmt): Val { return { text: money(this.m.monthlySales, f) }; }

  // Owners
  fullName(i: number, order: 'first-last' | 'last-first' = 'first-last'): Val {
    const o = this.m.owners[i]!;
    const mid = o.middle ? ` ${o.middle}.` : '';
    const text = order === 'last-first' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.credential}`;
    return { text, truth: { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last } };
  }
  first(i: number): Val { const o = this.m.owners[i]!; return { text: o.first, truth: { [`applicants.${i}.first_name`]: o.first } }; }
  last(i: number): Val { const o = this.m.owners[i]!; return { text: o.last, truth: { [`applicants.${i}.last_name`]: o.last } }; }
  /** The printed name on a signature line (no truth of its own: the owner block gives it). */
  printName(i: number): Val { const o = this.m.owners[i]!; return { text: `${o.first} ${o.last}` }; }
  title(i: number): Val { const o = this.m.owners[i]!; return { text: o.title, truth: { [`applicants.${i}.role`]: o.title } }; }
  pct(i: number, sign = true): Val {
    const o = this.m.owners[i]!;
    return { text: sign ? `${o.pct}%` : String(o.pct), truth: { [`applicants.${i}.ownership`]: o.pct } };
  }
  credit(i: number): Val | null {
    const o = this.m.owners[i]!;
    return o.credit === null ? null : { text: String(o.credit), truth: { [`applicants.${i}.credit_score`]: o.credit } };
  }
  dob(i: number, f: DateFmt): Val {
    const o = this.m.owners[i]!;
    return { text: fmtDate(o.dob, f), truth: { [`applicants.${i}.date_of_birth`]: iso(o.dob) } };
  }
  /** SSN / ITIN / SIN, maybe masked to its last digits (then no number, but the type the label and mask show). */
  ssn(i: number, allowMask = true): Val {
    const o: Owner = this.m.owners[i]!;
    const d = o.taxDigits;
    const country = o.taxType === 'SIN' ? 'CA' : 'US';
    const masked = allowMask && o.masked && o.taxType !== 'ITIN';
    const star = this.rng.pick(['X', '*']);
    const sep = this.rng.pick(o.taxType === 'SIN' ? [' ', '-'] : ['-', '-', ' ']);
    let text: string;
    if (o.taxType === 'SIN') text = masked ? `${star.repeat(3)}${sep}${star.repeat(3)}${sep}${d.slice(6)}` : `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
    else text = masked ? `${star.repeat(3)}-${star.repeat(2)}-${d.slice(5)}` : `${d.slice(0, 3)}${sep}${d.slice(3, 5)}${sep}${d.slice(5)}`;
    return { text, truth: { [`applicants.${i}.tax_id`]: masked ? null : d, [`applicants.${i}.tax_id_type`]: o.taxType, [`applicants.${i}.tax_id_country`]: country } };
  }
  home(i: number): Val { return { text: this.m.owners[i]!.home, decoy: 'owner_home_address' }; }
  cell(i: number): Val { return { text: this.m.owners[i]!.cell }; }
  email(i: number): Val { return { text: this.m.owners[i]!.email }; }

  // Decoys
  bankName(): Val { return { text: this.m.bank.name, decoy: 'bank_name' }; }
  routing(): Val { return { text: this.m.bank.routing, decoy: 'routing_number' }; }
  account(): Val { return { text: this.m.bank.account, decoy: 'account_number' }; }
  landlord(): Val { return { text: this.m.landlord.name, decoy: 'landlord' }; }
  landlordPhone(): Val { return { text: this.m.landlord.phone, decoy: 'landlord_phone' }; }
  rent(f: MoneyFmt): Val { return { text: money(this.m.landlord.rent, f), decoy: 'rent' }; }
  ref(k: number): Val { return { text: this.m.refs[k]!.name, decoy: 'trade_reference' }; }
  refPhone(k: number): Val { return { text: this.m.refs[k]!.phone, decoy: 'trade_reference_phone' }; }
  funder(k: number): Val | null { const f = this.m.funders[k]; return f ? { text: f.name, decoy: 'existing_funder' } : null; }
  funderBalance(k: number, fm: MoneyFmt): Val | null { const f = this.m.funders[k]; return f ? { text: money(f.balance, fm), decoy: 'existing_balance' } : null; }
  funderPayment(k: number, fm: MoneyFmt): Val | null { const f = this.m.funders[k]; return f ? { text: money(f.payment, fm), decoy: 'existing_payment' } : null; }
  isoRep(): Val { return { text: this.m.isoRep, decoy: 'iso_rep' }; }
  signed(f: DateFmt): Val { return { text: fmtDate(this.m.signed, f), decoy: 'date_signed' }; }
  neq(): Val { return { text: this.m.neq, decoy: 'neq' }; }
  phone(): Val { return { text: this.m.phone }; }
  email0(): Val { return { text: this.m.email }; }
  website(): Val { return { text: this.m.website }; }
  employees(): Val { return { text: String(this.m.employees) }; }
}
