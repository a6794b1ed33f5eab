// The printed shape of each real value (with the truth fields it gives) and the drawing pieces the four layouts share:
// boxed cells, underlined blanks, checkbox rows. Format choices come from the data Rng, so every style prints the
// same text.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_BOXES, fullName, type Merchant } from './data.ts';
import * as I from './ids.ts';
import type { Sheet, Spec } from './draw.ts';

export interface Val { spec: Spec; text: string }
export type NameFmt = 'full' | 'lastfirst' | 'cred';
export interface Fmt { date: I.DateFmt; dob: I.DateFmt; name: NameFmt; pct: '%' | 'plain'; maskShare: number }

const A = 'application.';
const ap = (i: number, f: string): string => `${A}applicants[${i}].${f}`;
const FREQ_TEXT = { daily: ['Daily', 'Daily (M-F)', 'DAILY'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'Bi-weekly'], monthly: ['Monthly'] } as const;
export const FREQ_BOXES = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;

export function taxVal(rng: Rng, m: Merchant): Val {
  const t = m.tax;
  const fields = { [`${A}business_tax_id`]: t.digits + (t.program ?? ''), [`${A}business_tax_id_type`]: t.type, [`${A}business_tax_id_country`]: m.country };
  let text: string, label: string;
  if (t.type === 'BN') {
    label = rng.pick(['Business Number (BN)', 'CRA Business No. (BN)', 'BN / Program Account']);
    text = t.program ? rng.pick([`${t.digits} ${t.program}`, `${t.digits}${t.program}`, `${t.digits}-${t.program.slice(0, 2)}-${t.program.slice(2)}`, `${t.digits} ${t.program.slice(0, 2)} ${t.program.slice(2)}`]) : t.digits;
  } else if (t.type === 'EIN') {
    const bare = rng.chance(0.3);
    text = bare ? t.digits : I.dash(t.digits, [2, 7]);
    label = bare ? rng.pick(['Federal Tax ID (EIN)', 'EIN']) : rng.pick(['Federal Tax ID', 'FEIN', 'Tax ID #', 'Federal Tax ID (EIN)']);
  } else {
    text = I.dash(t.digits, [3, 2, 4]);
    label = 'Tax ID (EIN or SSN)';
  }
  return { spec: { key: 'business_tax_id', rule: 'business_tax_id', label, fields }, text };
}

/** Every real value of the merchant in this layout's formats. */
export function values(rng: Rng, m: Merchant, f: Fmt) {
  const money = (n: number, cents = false) => I.money(rng, n, m.country, cents);
  const cityLine = m.country === 'US'
    ? (rng.chance(0.85) ? `${m.city}, ${m.state} ${m.postal}` : `${m.city}, ${m.stateName} ${m.postal}`)
    : rng.pick([`${m.city}, ${m.state} ${m.postal}`, `${m.city}, ${m.stateName}  ${m.postal}`, `${m.city} (${m.state}) ${m.postal}`]);
  const v = (key: string, rule: Spec['rule'], label: string, text: string, fields: Spec['fields'], owner?: number): Val =>
    ({ spec: { key, rule, label, fields, ...(owner !== undefined ? { owner } : {}) }, text });
  return {
    legal: v('legal_name', 'legal_name', 'Legal name', m.legal, { [`${A}legal_name`]: m.legal }),
    dba: m.dbaPrinted === null ? null : v('trade_name', 'trade_name', 'DBA', m.dbaPrinted, { [`${A}trade_name`]: m.dba }),
    entity: v('type_of_entity', 'entity', 'Entity type', m.entity.free, { [`${A}type_of_entity`]: m.entity.id }),
    industry: v('industry', 'industry', 'Type of business', m.industry[0], { [`${A}industry`]: m.industry[1] }),
    tax: taxVal(rng, m),
    city: v('business_city_line', 'address', 'City, State/Prov, Postal', cityLine, { [`${A}state_region`]: m.state, [`${A}country`]: m.countryLabel }),
    requested: v('requested_amount', 'money', 'Amount requested', money(m.requested), { [`${A}requested_amount`]: m.requested }),
    payment: v('requested_payment', 'money', 'Payment', money(m.payment, true), { [`${A}requested_payment`]: m.payment }),
    count: v('number_of_payments', 'count', 'Number of payments', String(m.nPayments), { [`${A}number_of_payments`]: m.nPayments }),
    freq: v('payment_frequency', 'frequency', 'Frequency', rng.pick(FREQ_TEXT[m.freq]), { [`${A}payment_frequency`]: m.freq }),
    start: v('business_start_date', 'date', 'Business start date', I.printDate(m.start, f.date), { [`${A}business_start_date`]: I.isoDate(m.start) }),
    owners: m.owners.map((o, i) => {
      const plain = fullName(o);
      const name = f.name === 'lastfirst' ? `${o.last}, ${[o.first, o.middle].filter(Boolean).join(' ')}` : f.name === 'cred' && o.cred ? `${plain}, ${o.cred}` : plain;
      const masked = rng.chance(f.maskShare);
      const cut = o.taxType === 'SIN' ? [3, 3, 3] : [3, 2, 4];
      const sep = o.taxType === 'SIN' && rng.chance(0.5) ? ' ' : '-';
      const shown = I.dash(o.taxDigits, cut).replace(/-/g, sep);
      const tax = masked ? shown.replace(/\d(?=.*[ -]\d+$)/g, rng.pick(['X', '*'])) : shown;
      const taxFields = masked ? { [ap(i, 'tax_id')]: null, [ap(i, 'tax_id_type')]: null, [ap(i, 'tax_id_country')]: null }
        : { [ap(i, 'tax_id')]: o.taxDigits, [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: m.country };
      return {
        name: v(`owner${i}_name`, 'owner_name', 'Name', name, { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }, i),
        first: v(`owner${i}_first`, 'first_name', 'First name', o.first, { [ap(i, 'first_name')]: o.first }, i),
        last: v(`owner${i}_last`, 'last_name', 'Last name', o.last, { [ap(i, 'last_name')]: o.last }, i),
        role: v(`owner${i}_title`, 'role', 'Title', o.role, { [ap(i, 'role')]: o.role }, i),
        pct: v(`owner${i}_pct`, 'percent', 'Ownership', f.pct === '%' ? `${o.pct}%` : String(o.pct), { [ap(i, 'ownership')]: o.pct }, i),
        credit: v(`owner${i}_credit`, 'score', 'Credit score', String(o.credit), { [ap(i, 'credit_score')]: o.credit }, i),
        tax: v(`owner${i}_taxid`, 'owner_tax_id', o.taxType === 'SIN' ? 'SIN' : 'SSN', tax, taxFields, i),
        dob: v(`owner${i}_dob`, 'date', 'Date of birth', I.printDate(o.dob, f.dob), { [ap(i, 'date_of_birth')]: I.isoDate(o.dob) }, i),
        home: decoy(`owner${i}_home`, 'Home address', o.home),
      };
    }),
  };
}
export type Values = ReturnType<typeof values>;

export const decoy = (key: string, label: string, text: string): Val => ({ spec: { key: `decoy.${key}`, rule: 'decoy', label }, text });

/** A bordered cell: small label on top, the value (if any) below. */
export function cell(sh: Sheet, x: number, y: number, w: number, h: number, label: string, val?: Val | null): void {
  sh.rect(x, y, w, h);
  sh.text(label, x + 2.5, y + 2, { size: 6.2, color: '#444' });
  if (val) sh.value(val.spec, val.text, x + 1, y + h - 14.5, w - 2, 13);
}

/** `Label: ________` with the value on the line. */
export function blank(sh: Sheet, x: number, y: number, w: number, label: string, val?: Val | null, labelW?: number): void {
  sh.text(label, x, y + 4, { size: 7.5 });
  const lw = labelW ?? sh.doc.widthOfString(label) + 4;
  sh.line(x + lw, y + 13, x + w, y + 13);
  if (val) sh.value(val.spec, val.text, x + lw, y, w - lw, 13);
}

/** The entity checkbox row; "Other" gets the free text on its line. Returns the row's end. */
export function entityBoxes(sh: Sheet, m: Merchant, v: Values, x: number, y: number): number {
  let at = x;
  for (const label of ENTITY_BOXES[m.country]) {
    const on = m.entity.box === label;
    at += sh.check(on ? { ...v.entity.spec, label: 'Entity type' } : null, label, at, y, on, `entity_${label}`);
  }
  const other = m.entity.box === null;
  at += sh.check(null, 'Other:', at, y, other, 'entity_other');
  sh.line(at - 8, y + 9, at + 70, y + 9);
  if (other) sh.value(v.entity.spec, v.entity.text, at - 8, y - 3, 78, 12);
  return at + 72;
}

/** A checkbox row of the four frequencies. */
export function freqBoxes(sh: Sheet, m: Merchant, v: Values, x: number, y: number, only?: readonly string[]): void {
  let at = x;
  for (const [label, id] of FREQ_BOXES) {
    if (only && !only.includes(id)) continue;
    const on = m.freq === id;
    at += sh.check(on ? v.freq.spec : null, label, at, y, on, `freq_${id}`);
  }
}

/** A row of bordered cells from x0, each [width, label, value]; returns the row's bottom. */
export function row(sh: Sheet, y: number, h: number, cells: readonly (readonly [number, string, (Val | null)?])[], x0 = 36): number {
  let x = x0;
  for (const [w, label, val] of cells) { cell(sh, x, y, w, h, label, val); x += w; }
  return y + h;
}

/** A section band across the page; returns where its content starts. */
export function band(sh: Sheet, title: string, y: number, color: string, x = 36, w = 540): number {
  sh.rect(x, y, w, 13, { fill: color });
  sh.text(title, x + 5, y + 3, { size: 7.5, bold: true, color: '#ffffff' });
  return y + 15;
}
