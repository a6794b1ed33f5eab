// A deal's values as one form prints them (its date, money and id formats), each with the truth fields it gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Freq, Owner } from './deal.ts';
import type { Fields } from './sheet.ts';
import { fmtDate, fmtEin, fmtMoney, fmtPhone, fmtSin, fmtSsn, pickDateStyle, type DateStyle, type MoneyStyle } from './fmt.ts';

export interface V { text: string; f: Fields }
const A = 'application.';
const NONE: V = { text: '', f: {} };

export interface Fmt {
  date: DateStyle; dob: DateStyle; money: MoneyStyle; pctSign: boolean; einDash: boolean; phone: number; masked: string; dba: string;
  /** The merchant left the start date blank (years in business only, where the form asks it). */
  noStart: boolean;
  /** The merchant left the requested payment, term and frequency blank (amount only). */
  noTerms: boolean;
}

export function pickFmt(rng: Rng): Fmt {
  return { date: pickDateStyle(rng), dob: pickDateStyle(rng), money: rng.pick(['dollars', 'dollars', 'cents', 'bare'] as const),
    pctSign: rng.chance(0.7), einDash: rng.chance(0.85), phone: rng.int(0, 2), masked: rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-']),
    dba: rng.pick(['', '', 'SAME', 'N/A', 'legal']), noStart: rng.chance(0.07), noTerms: rng.chance(0.2) };
}

const FREQ_TEXT: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const FREQS: readonly Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
export function freqLabel(f: Freq): string { return FREQ_TEXT[f]; }

const ENTITY_TEXT: Record<string, readonly string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C Corp', 'Inc.', 'C-Corp'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'], general_partnership: ['Partnership', 'General Partnership'],
  llp: ['LLP'], pllc: ['PLLC', 'Professional LLC'], professional_corporation: ['Professional Corporation', 'P.C.'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], ca_corporation: ['Corporation', 'Inc.', 'Ltd.'],
};

/** Values of the business and the request, formatted once for the form. */
export class Biz {
  readonly d: Deal;
  readonly fm: Fmt;
  private readonly rng: Rng;
  constructor(d: Deal, fm: Fmt, rng: Rng) { this.d = d; this.fm = fm; this.rng = rng; }
  private money(v: number): string { return fmtMoney(v, this.fm.money, this.d.country === 'CA' && this.fm.money === 'bare' ? 'CAD' : ''); }
  get ca(): boolean { return this.d.country === 'CA'; }
  legal(): V { return { text: this.d.legal, f: { [`${A}legal_name`]: this.d.legal } }; }
  dba(): V {
    if (this.d.dba) return { text: this.d.dba, f: { [`${A}trade_name`]: this.d.dba } };
    return { text: this.fm.dba === 'legal' ? this.d.legal : this.fm.dba, f: this.fm.dba === 'legal' ? { [`${A}legal_name`]: this.d.legal } : {} };
  }
  entityText(): V { return { text: this.rng.pick(ENTITY_TEXT[this.d.entityId]!), f: { [`${A}type_of_entity`]: this.d.entityId } }; }
  industry(): V { return { text: this.d.industryText, f: { [`${A}industry`]: this.d.industryId } }; }
  taxId(): V {
    const d = this.d, f = { [`${A}business_tax_id`]: d.taxDigits + (d.bnProgram ?? ''), [`${A}business_tax_id_type`]: d.taxType,
      [`${A}business_tax_id_country`]: d.country };
    if (d.taxType === 'BN') return { text: d.bnProgram ? `${d.taxDigits}${this.fm.einDash ? ' ' : ''}${d.bnProgram}` : fmtSin(d.taxDigits), f };
    if (d.taxType === 'SSN') return { text: fmtSsn(d.taxDigits), f };
    return { text: this.fm.einDash ? fmtEin(d.taxDigits) : d.taxDigits, f };
  }
  stateF(): Fields { return { [`${A}state_region`]: this.d.addr.state, [`${A}country`]: this.ca ? 'Canada' : 'United States' }; }
  state(): V { return { text: this.d.addr.state, f: this.stateF() }; }
  cityStZip(): V { const a = this.d.addr; return { text: `${a.city}, ${a.state} ${a.zip}`, f: this.stateF() }; }
  start(): V { return this.fm.noStart ? NONE : { text: fmtDate(this.d.start, this.fm.date), f: { [`${A}business_start_date`]: this.d.start } }; }
  amount(): V { return { text: this.money(this.d.amount), f: { [`${A}requested_amount`]: this.d.amount } }; }
  payment(): V { return this.fm.noTerms ? NONE : { text: this.money(this.d.payment), f: { [`${A}requested_payment`]: this.d.payment } }; }
  numPayments(): V { return this.fm.noTerms ? NONE : { text: String(this.d.numPayments), f: { [`${A}number_of_payments`]: this.d.numPayments } }; }
  freq(): V { return this.fm.noTerms ? NONE : { text: FREQ_TEXT[this.d.freq], f: { [`${A}payment_frequency`]: this.d.freq } }; }
  freqF(): Fields { return { [`${A}payment_frequency`]: this.d.freq }; }
  incState(): string { return this.d.incState === 'CD' ? 'Federal (CBCA)' : this.d.incState; }
  /** The state of incorporation is a decoy when it is not the business's own state. */
  incDiffers(): boolean { return this.d.incState !== this.d.addr.state; }
  phone(p: string = this.d.phone): string { return fmtPhone(p.slice(0, 3), p.slice(3), this.fm.phone); }
  plainMoney(v: number): string { return this.money(v); }
  date(iso: string): string { return fmtDate(iso, this.fm.date); }
  yearsInBusiness(): string { return String(Math.floor((Date.parse(this.d.signDate) - Date.parse(this.d.start)) / (365.25 * 86_400_000))); }
}

/** Values of one owner (index i in printed order). */
export class OwnerV {
  private readonly p: string;
  readonly o: Owner;
  readonly i: number;
  private readonly fm: Fmt;
  constructor(o: Owner, i: number, fm: Fmt) { this.o = o; this.i = i; this.fm = fm; this.p = `${A}applicants[${i}].`; }
  private nameF(): Fields { return { [`${this.p}first_name`]: this.o.first, [`${this.p}last_name`]: this.o.last }; }
  full(): V {
    const o = this.o;
    return { text: `${o.first} ${o.middle ? `${o.middle} ` : ''}${o.last}${o.credential ? `, ${o.credential}` : ''}`, f: this.nameF() };
  }
  lastFirst(): V { const o = this.o; return { text: `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`, f: this.nameF() }; }
  first(): V { return { text: this.o.first, f: { [`${this.p}first_name`]: this.o.first } }; }
  last(): V { return { text: this.o.last, f: { [`${this.p}last_name`]: this.o.last } }; }
  mi(): string { return this.o.middle?.replace('.', '') ?? ''; }
  title(): V { return { text: this.o.title, f: { [`${this.p}role`]: this.o.title } }; }
  pct(): V { return { text: `${this.o.pct}${this.fm.pctSign ? '%' : ''}`, f: { [`${this.p}ownership`]: this.o.pct } }; }
  taxId(): V {
    const o = this.o, last4 = o.taxDigits.slice(-4);
    if (o.masked) return { text: o.taxType === 'SIN' ? `XXX XXX ${o.taxDigits.slice(6)}` : `${this.fm.masked}${last4}`, f: {} };
    return { text: o.taxType === 'SIN' ? fmtSin(o.taxDigits) : fmtSsn(o.taxDigits),
      f: { [`${this.p}tax_id`]: o.taxDigits, [`${this.p}tax_id_type`]: o.taxType, [`${this.p}tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' } };
  }
  dob(): V { return { text: fmtDate(this.o.dob, this.fm.dob), f: { [`${this.p}date_of_birth`]: this.o.dob } }; }
  score(): V { return this.o.score === null ? NONE : { text: String(this.o.score), f: { [`${this.p}credit_score`]: this.o.score } }; }
  street(): string { return this.o.home.street; }
  cityStZip(): string { const h = this.o.home; return `${h.city}, ${h.state} ${h.zip}`; }
  cell(): string { return fmtPhone(this.o.cell.slice(0, 3), this.o.cell.slice(3), this.fm.phone); }
}

export const EMPTY: V = NONE;

/** Which option of a form's entity checkboxes a business ticks, and what it writes on "Other" when none fits. */
export function entityChoice(id: string, options: readonly string[]): { pick: string; other: string | null } {
  const prefs: Record<string, readonly string[]> = {
    c_corporation: ['Corporation', 'C-Corp', 'C Corp', 'Corp.'], s_corporation: ['S-Corp', 'S Corp', 'S Corporation'], llc: ['LLC'],
    pllc: ['PLLC'], general_partnership: ['Partnership', 'General Partnership'], limited_partnership: ['LP', 'Limited Partnership'],
    llp: ['LLP'], professional_corporation: ['Professional Corporation', 'PC'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'],
    ca_corporation: ['Corporation', 'Incorporated'],
  };
  const hit = (prefs[id] ?? []).find((p) => options.includes(p));
  if (hit) return { pick: hit, other: null };
  const other = options.find((o) => /^other/i.test(o)) ?? options[options.length - 1]!;
  return { pick: other, other: { s_corporation: 'S Corp', pllc: 'PLLC', llp: 'LLP', professional_corporation: 'P.C.', llc: 'LLC' }[id] ?? ENTITY_TEXT[id]![0]! };
}
