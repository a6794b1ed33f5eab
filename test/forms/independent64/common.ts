// Shared pieces of set 64's layouts: the truth each printed business/owner value gives, and label placements.
import type { Sheet } from './sheet.ts';
import type { Merchant, Owner } from './data.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { ownerName } from './data.ts';

type F = Record<string, string | number | null>;
export const countryName = (m: Merchant) => (m.country === 'CA' ? 'Canada' : 'United States');

export const T = {
  legal: (m: Merchant): F => ({ legal_name: m.legal }),
  dba: (m: Merchant): F => ({ trade_name: m.dba }),
  entity: (m: Merchant): F => ({ type_of_entity: m.entity }),
  industry: (m: Merchant): F => ({ industry: m.industry }),
  tax: (m: Merchant): F => ({ business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: m.country }),
  state: (m: Merchant): F => ({ state_region: m.state }),
  amount: (m: Merchant): F => ({ requested_amount: m.amount }),
  start: (m: Merchant): F => ({ business_start_date: m.startIso }),
  payment: (m: Merchant): F => ({ requested_payment: m.payment }),
  n: (m: Merchant): F => ({ number_of_payments: m.nPayments }),
  freq: (m: Merchant): F => ({ payment_frequency: m.frequency }),
};
export const O = {
  name: (o: Owner, i: number): F => ({ [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last }),
  role: (o: Owner, i: number): F => ({ [`applicants[${i}].role`]: o.title }),
  pct: (o: Owner, i: number): F => ({ [`applicants[${i}].ownership`]: o.pct }),
  credit: (o: Owner, i: number): F => ({ [`applicants[${i}].credit_score`]: o.credit }),
  dob: (o: Owner, i: number): F => ({ [`applicants[${i}].date_of_birth`]: o.dobIso }),
  tax: (o: Owner, i: number, m: Merchant): F => ({ [`applicants[${i}].tax_id`]: o.taxDigits, [`applicants[${i}].tax_id_type`]: o.taxType,
    [`applicants[${i}].tax_id_country`]: o.taxDigits ? m.country : null }),
};

/** The address line with city, state/province and ZIP/postal code: gives state_region (and the country by rule). */
export function cityLine(m: Merchant): string { return `${m.city}, ${m.state} ${m.zip}`; }
export function putAddress(s: Sheet, m: Merchant, x: number, y: number, w: number, oneLine: boolean): number {
  if (oneLine) {
    s.value(`${m.street}, ${cityLine(m)}`, x, y, w, T.state(m));
  } else {
    s.value(m.street, x, y, w);
    s.value(cityLine(m), x, y + 14, w, T.state(m));
  }
  s.set('country', countryName(m));
  return oneLine ? 14 : 28;
}

/** Label left of the value, on a rule. */
export function kvLeft(s: Sheet, label: string, v: string, f: F, x: number, y: number, lw: number, vw: number): void {
  s.label(label, x, y + 1.5, { size: 7.5, color: '#444' });
  s.line(x + lw, y + 11, x + lw + vw, y + 11, '#bbb');
  s.value(v, x + lw + 3, y, vw - 4, f);
}
/** Small grey label above the value (cards). */
export function kvAbove(s: Sheet, label: string, v: string, f: F, x: number, y: number, w: number): void {
  s.label(label.toUpperCase(), x, y, { size: 6.2, color: '#6b7280' });
  s.value(v, x, y + 10, w, f);
}
/** Value on a rule, caption under the rule. */
export function kvBelow(s: Sheet, label: string, v: string, f: F, x: number, y: number, w: number): void {
  s.value(v, x + 2, y, w - 4, f);
  s.line(x, y + 12, x + w - 6, y + 12, '#333');
  s.label(label, x, y + 14, { size: 6, color: '#555' });
}
/** Box with a tiny label inside its top-left corner. */
export function kvInside(s: Sheet, label: string, v: string, f: F, x: number, y: number, w: number): void {
  s.rect(x, y, w, 24, { stroke: '#555' });
  s.label(label, x + 2.5, y + 2, { size: 5.6, color: '#333' });
  s.value(v, x + 4, y + 11.5, w - 8, f, 9);
}

/** The owners' rows of a table: name, title, %, SSN/SIN, DOB, optional credit score; home address as a decoy. */
export function ownerTable(s: Sheet, m: Merchant, r: Rng, x: number, y: number, credit: boolean, home: boolean): number {
  const ca = m.country === 'CA';
  const cols: [string, number][] = [['Owner name', 130], ['Title', 70], ['Own %', 38], [ca ? 'SIN' : 'SSN', 78], ['Date of birth', 74]];
  if (credit) cols.push(['Credit score', 50]);
  if (home) cols.push(['Home address', 520 - cols.reduce((a, c) => a + c[1], 0)]);
  let cx = x;
  s.rect(x, y, cols.reduce((a, c) => a + c[1], 0), 13, { fill: '#e5e7eb' });
  for (const [l, w] of cols) { s.label(l, cx + 2, y + 3.5, { size: 6.5, bold: true }); cx += w; }
  m.owners.forEach((o, i) => {
    const ry = y + 17 + i * 17;
    const vals: [string, F][] = [[ownerName(o, r), O.name(o, i)], [o.title, O.role(o, i)], [`${o.pct}%`, O.pct(o, i)], [o.taxPrinted, O.tax(o, i, m)],
      [o.dobPrinted, O.dob(o, i)]];
    if (credit) vals.push([o.credit == null ? '' : String(o.credit), O.credit(o, i)]);
    cx = x;
    vals.forEach(([v, f], k) => { s.value(v, cx + 2, ry, cols[k]![1] - 4, f, 8.5); cx += cols[k]![1]; });
    if (home) s.decoy(`owner${i}_home`, o.home, cx + 2, ry, cols[cols.length - 1]![1] - 4, 7.5);
    s.line(x, ry + 12, cx + (home ? cols[cols.length - 1]![1] : 0), ry + 12, '#ddd');
  });
  return 17 + m.owners.length * 17;
}
