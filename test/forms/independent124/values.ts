// The values a form prints for one case, each with the truth it gives (applications.md's reading of that text) and,
// when the plan says so, its correction. Blanks are chosen here too: a value not printed gives no truth.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case, Owner } from './data.ts';
import { date, dateFmt, fmtEin, fmtPhone, fmtSin, fmtSsn, isoOf, misspell, money, moneyFmt, otherDigits, ownerName, ownerTaxId, type DateFmt,
  type MoneyFmt, type Plan } from './fmt.ts';
import type { Val } from './sheet.ts';
import { PROVINCE_NAMES, STATE_NAMES } from './words.ts';

const ENTITY_TEXT: Record<string, string[]> = { llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C-Corp', 'Corp.'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'],
  general_partnership: ['Partnership', 'General Partnership'], limited_partnership: ['LP', 'Limited Partnership'], llp: ['LLP'],
  pllc: ['PLLC', 'Professional LLC'], professional_corporation: ['P.C.', 'Professional Corporation'],
  ca_corporation: ['Corporation', 'Incorporated', 'Ltd.'], ca_ulc: ['ULC', 'Unlimited Liability Corporation'] };
const FREQ_TEXT: Record<string, string[]> = { daily: ['Daily', 'daily'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly'], monthly: ['Monthly'] };

export class Values {
  readonly m: MoneyFmt;
  readonly d: DateFmt;
  readonly dob: DateFmt;
  readonly us: boolean;
  readonly c: Case;
  readonly rng: Rng;
  readonly plan: Plan;
  constructor(c: Case, rng: Rng, plan: Plan) {
    this.c = c;
    this.rng = rng;
    this.plan = plan;
    this.m = moneyFmt(rng, c.country);
    this.d = dateFmt(rng, c.country, true);
    this.dob = dateFmt(rng, c.country, false);
    this.us = c.country === 'US';
  }
  private fix(key: string, old: () => string) { return this.plan.fix(key, old); }

  legal(): Val {
    const l = this.c.legal;
    const swap = this.us ? [' LLC', ', Inc.'] : [' Ltd.', ' Inc.'];
    const re = /,? (LLC|Inc\.|Corp\.|Ltd\.|L\.L\.C\.|Corporation|Limited)$/;
    const alt = () => re.test(l) ? l.replace(re, (m) => (m.includes(swap[0]!.trim()) ? swap[1]! : swap[0]!)) : misspell(l, this.rng);
    return { text: l, sets: { legal_name: l }, fix: this.fix('legal', alt) };
  }
  /** The DBA blank: the name, or blank / SAME / N/A / the legal name again (all null), or a DBA struck out with nothing new. */
  dba(): Val {
    const c = this.c;
    if (!c.dba) return { text: this.rng.pick(['', '', 'SAME', 'N/A', c.legal]) };
    const f = this.fix('dba', () => misspell(c.dba!, this.rng));
    if (f && /^[A-Z]/.test(c.legal) && c.entity !== 'sole_proprietorship' && this.rng.chance(0.35)) return { text: '', fix: { ...f, kind: 'strike-none', old: c.dba } };
    return { text: c.dba, sets: { trade_name: c.dba }, fix: f };
  }
  entityText(): string { return this.rng.pick(ENTITY_TEXT[this.c.entity]!); }
  entity(text = this.entityText()): Val { return { text, sets: { type_of_entity: this.c.entity } }; }
  industry(): Val { return { text: this.c.industryText, sets: { industry: this.c.industry.id } }; }

  /** The business tax id in a format the reader can type without a label (EIN/SSN dashes, BN with program account). */
  taxId(bare = false): Val {
    const t = this.c.tax, r = this.rng;
    let text: string, id = t.digits, type: string = t.type;
    if (t.type === 'EIN') text = fmtEin(t.digits);
    else if (t.type === 'BN' && bare) text = t.digits;
    else if (t.type === 'BN') {
      const pa = r.pick(['RC0001', 'RC0001', 'RT0001']);
      text = r.pick([`${t.digits} ${pa}`, `${t.digits}${pa}`, `${t.digits} ${pa.slice(0, 2)} ${pa.slice(2)}`]);
      id = t.digits + pa;
    } else { text = fmtSsn(t.digits); type = t.digits.startsWith('9') ? 'ITIN' : 'SSN'; }
    const old = () => t.type === 'EIN' ? fmtEin(otherDigits(t.digits, r)) : t.type === 'BN' ? text.replace(t.digits, otherDigits(t.digits, r)) : fmtSsn(otherDigits(t.digits, r));
    return { text, sets: { business_tax_id: id, business_tax_id_type: type, business_tax_id_country: this.c.country }, fix: this.fix('tax', old) };
  }
  start(): Val {
    const s = this.c.start;
    const old = () => date({ ...s, y: s.y + (s.y < 2023 ? 1 : -1) }, this.d);
    return { text: date(s, this.d), sets: { business_start_date: isoOf(s) }, fix: this.fix('start', old) };
  }
  requested(): Val {
    const n = this.c.requested;
    return { text: money(n, this.m), sets: { requested_amount: n }, fix: this.fix('requested', () => money(n + this.rng.pick([-10000, 10000, 25000, 50000]), this.m)) };
  }
  payment(): Val {
    const n = this.c.payment;
    return { text: money(n, this.m === 'bare' ? 'bare' : 'cents'), sets: { requested_payment: n }, fix: this.fix('payment', () => money(Math.round(n * 1.18), 'cents')) };
  }
  nPayments(): Val {
    const n = this.c.nPayments;
    return { text: String(n), sets: { number_of_payments: n }, fix: this.fix('npay', () => String(n + this.rng.pick([-10, 20, 40]))) };
  }
  freqText(): string { return this.rng.pick(FREQ_TEXT[this.c.freq]!); }
  freq(): Val { return { text: this.freqText(), sets: { payment_frequency: this.c.freq } }; }
  region(code = this.c.address.region, full = this.rng.chance(0.25)): string {
    return full ? (this.us ? STATE_NAMES[code] : PROVINCE_NAMES[code]) ?? code : code;
  }
  /** The business address's state or province (and with it the country). */
  state(text = this.region()): Val {
    return { text, sets: { state_region: this.c.address.region, country: this.us ? 'United States' : 'Canada' } };
  }
  cityLine(): Val {
    const a = this.c.address, r = this.region();
    return { text: `${a.city}, ${r} ${a.postal}`, sets: { state_region: a.region, country: this.us ? 'United States' : 'Canada' }, printed: { state_region: r, country: r } };
  }
  plain(text: string): Val { return { text }; }
  money(n: number): Val { return { text: money(n, this.m) }; }
  phone(d: string): Val { return { text: fmtPhone(d, this.rng) }; }
  incRegion(): Val {
    const r = this.c.incRegion;
    return { text: r === 'CBCA' ? this.rng.pick(['Federal (CBCA)', 'Canada (federal)']) : this.region(r, this.rng.chance(0.5)) };
  }

  /** One owner's values; `i` is the applicant index (printed order). */
  owner(o: Owner, i: number, o2: { credit?: boolean } = {}): Record<'name' | 'title' | 'pct' | 'tax' | 'dob' | 'street' | 'city' | 'cell' | 'credit', Val> {
    const r = this.rng, p = (k: string) => `applicants.${i}.${k}`, key = (k: string) => `o${i}.${k}`;
    const name = ownerName(o, r);
    const masked = r.chance(0.4), taxBlank = r.chance(0.1);
    const taxText = ownerTaxId(o, masked, r);
    const type = masked ? (o.taxType === 'SIN' ? 'SIN' : 'SSN') : o.taxId.startsWith('9') && o.taxType !== 'SIN' ? 'ITIN' : o.taxType;
    const pctText = r.pick([`${o.pct}%`, `${o.pct}%`, String(o.pct), `${o.pct} %`]);
    const dobBlank = r.chance(0.15);
    const h = o.home;
    return {
      name: { text: name, sets: { [p('first_name')]: o.first, [p('last_name')]: o.last }, fix: this.fix(key('name'), () => name.replace(o.last, misspell(o.last, r))) },
      title: r.chance(0.12) ? { text: '' } : { text: o.title, sets: { [p('role')]: o.title } },
      pct: { text: pctText, sets: { [p('ownership')]: o.pct }, fix: this.fix(key('pct'), () => pctText.replace(String(o.pct), String(o.pct === 100 ? 51 : Math.min(99, o.pct + 10)))) },
      tax: taxBlank ? { text: '' } : { text: taxText, sets: { [p('tax_id')]: masked ? null : o.taxId, [p('tax_id_type')]: type, [p('tax_id_country')]: this.c.country },
        fix: masked ? null : this.fix(key('tax'), () => (o.taxType === 'SIN' ? fmtSin : fmtSsn)(otherDigits(o.taxId, r))) },
      dob: dobBlank ? { text: '' } : { text: date(o.dob, this.dob), sets: { [p('date_of_birth')]: isoOf(o.dob) }, fix: this.fix(key('dob'), () => date({ ...o.dob, y: o.dob.y + 1 }, this.dob)) },
      street: { text: h.street },
      city: { text: `${h.city}, ${this.region(h.region)} ${h.postal}` },
      cell: this.phone(o.cell),
      credit: o2.credit && r.chance(0.5) ? { text: String(o.credit), sets: { [p('credit_score')]: o.credit } } : { text: '' },
    };
  }
  /** The plan's keys for a form's values: business fields and the owners printed in `owners` slots. */
  static keys(business: string[], owners: number): string[] {
    const k = [...business];
    for (let i = 0; i < owners; i++) k.push(`o${i}.name`, `o${i}.pct`, `o${i}.dob`, `o${i}.tax`);
    return k;
  }
}
