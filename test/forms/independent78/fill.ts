// Set 78: what gets written on each blank, and the truth that writing gives (applications.md). A value left blank,
// written as SAME / N/A, or masked gives nothing: its truth stays null.
import type { Rng } from '../../statements/generator/prng.ts';
import { entityId, industryId, type Merchant, type Owner } from './model.ts';
import type { Blank, Box, Sets } from './pen.ts';

export interface V { v: string | null; set?: Sets }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const US = 'United States';

export const money = (n: number, cents = false): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const digits = (s: string): string => s.replace(/\D/g, '');
const idType = (printed: string): string => (/^\d{2}-\d{7}$/.test(printed) ? 'EIN' : printed.startsWith('9') ? 'ITIN' : 'SSN');

export class Fill {
  readonly r: Rng;
  readonly m: Merchant;
  constructor(r: Rng, m: Merchant) { this.r = r; this.m = m; }

  /** A blank of min width w holding this value, with an optional caption. */
  b(w: number, v: V, cap?: string): Blank { return { w, v: v.v, ...(v.set ? { set: v.set } : {}), ...(cap ? { cap } : {}) }; }
  /** A value that may be left blank (chance `blank`). */
  opt(v: V, blank: number): V { return this.r.chance(blank) ? { v: null } : v; }

  legal(): V { return { v: this.m.legal, set: { legal_name: this.m.legal } }; }
  dba(): V {
    const d = this.m.dba;
    if (d) return this.r.chance(0.08) ? { v: null } : { v: d, set: { trade_name: d } };
    return { v: this.r.pick([null, 'SAME', 'N/A', this.m.legal]) };
  }
  entity(): V { return { v: this.m.entityWord, set: { type_of_entity: entityId(this.m.entityWord) } }; }
  /** The entity checkbox row; "Other" carries the written words on its own blank. */
  entityBoxes(labels = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor']): (Box | Blank | string)[] {
    const on = this.m.entityBox;
    const out: (Box | Blank | string)[] = labels.map((l) => ({ box: l, on: l === on, ...(l === on ? { set: { type_of_entity: entityId(l) } } : {}) }));
    out.push({ box: 'Other:', on: on === 'Other' }, this.b(90, on === 'Other' ? this.entity() : { v: null }));
    return out;
  }
  industry(): V { return { v: this.m.industryText, set: { industry: industryId(this.m.industryText) } }; }
  /** The business tax ID: full (EIN or, for a sole proprietor, the SSN), masked, a bare 9 digits when `einLabel`, or blank. */
  taxId(einLabel = false): V {
    const t = this.m.ein, k = this.r.next();
    if (k < 0.07) return { v: null };
    if (k < 0.2) return { v: t.length === 10 ? `XX-XXX${t.slice(-4)}` : `XXX-XX-${t.slice(-4)}` };
    const printed = einLabel && t.length === 10 && k > 0.8 ? digits(t) : t;
    return { v: printed, set: { business_tax_id: digits(t), business_tax_id_type: printed.length === 9 ? 'EIN' : idType(t), business_tax_id_country: 'US' } };
  }
  street(): V { return { v: this.m.addr.street }; }
  city(): V { return { v: this.m.addr.city }; }
  state(): V { return { v: this.m.addr.state, set: { state_region: this.m.addr.state, country: US } }; }
  zip(): V { return { v: this.m.addr.zip }; }
  /** The whole address on one blank. */
  address(): V {
    const a = this.m.addr;
    return { v: `${a.street}, ${a.city}, ${a.state} ${a.zip}`, set: { state_region: a.state, country: US } };
  }
  date(isoDate: string): string {
    const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
    const f = this.r.int(0, y >= 2000 ? 3 : 2);
    if (f === 0) return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    if (f === 1) return `${MONTHS[m - 1]} ${d}, ${y}`;
    if (f === 2) return `${m}/${d}/${y}`;
    return `${m}/${d}/${String(y % 100).padStart(2, '0')}`;
  }
  start(): V { return this.opt({ v: this.date(this.m.start), set: { business_start_date: this.m.start } }, 0.1); }
  amount(dollar = false): V {
    const t = money(this.m.amount, this.r.chance(0.3));
    return { v: dollar ? `$${t}` : t, set: { requested_amount: this.m.amount } };
  }
  payment(dollar = false): V {
    const t = money(this.m.payment, true);
    return { v: dollar ? `$${t}` : t, set: { requested_payment: this.m.payment } };
  }
  nPay(): V { return { v: String(this.m.nPay), set: { number_of_payments: this.m.nPay } }; }
  freq(): V { return { v: this.r.chance(0.5) ? this.m.freq : this.m.freq.toLowerCase(), set: { payment_frequency: this.m.freq.toLowerCase().replace('-', '') } }; }
  freqBoxes(): Box[] {
    return (['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] as const).map((l) => ({ box: l, on: l === this.m.freq,
      ...(l === this.m.freq ? { set: { payment_frequency: l.toLowerCase().replace('-', '') } } : {}) }));
  }
  /** Words with no truth (decoys and context). */
  plain(v: string | null): V { return { v }; }

  owner(i: number): Owner { return this.m.owners[i]!; }
  name(i: number, lastFirst = false): V {
    const o = this.owner(i), mid = o.middle ? ` ${o.middle}.` : '';
    return { v: lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`,
      set: { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last } };
  }
  title(i: number): V { return { v: this.owner(i).title, set: { [`applicants.${i}.role`]: this.owner(i).title } }; }
  pct(i: number, sign = false): V {
    const p = this.owner(i).pct;
    return { v: sign ? `${p}%` : String(p), set: { [`applicants.${i}.ownership`]: p } };
  }
  ssn(i: number): V {
    const o = this.owner(i), k = this.r.next();
    if (k < 0.1) return { v: null };
    if (k < 0.4) return { v: `${this.r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${o.ssn.slice(-4)}` };
    return { v: o.ssn, set: { [`applicants.${i}.tax_id`]: digits(o.ssn), [`applicants.${i}.tax_id_type`]: idType(o.ssn),
      [`applicants.${i}.tax_id_country`]: 'US' } };
  }
  dob(i: number): V { return this.opt({ v: this.date(this.owner(i).dob), set: { [`applicants.${i}.date_of_birth`]: this.owner(i).dob } }, 0.15); }
  fico(i: number): V {
    const f = this.owner(i).fico;
    return f === null ? { v: null } : { v: String(f), set: { [`applicants.${i}.credit_score`]: f } };
  }
  home(i: number): V {
    const h = this.owner(i).home;
    return { v: `${h.street}, ${h.city}, ${h.state} ${h.zip}` };
  }
}
