// A second, independent reading of each printed value by README.md's rules (written from the rules, not from
// values.ts), so the test can check that every truth field is what its printed text says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Placed, Scalar } from './draw.ts';
import { centuryOf, MONTHS } from './formats.ts';
import { entityId, industryId } from './reference.ts';

interface Region { code: string; name: string; country: string }
const REGIONS: Region[] = ['states.json', 'provinces.json'].flatMap((f) =>
  (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Region[] }).items);

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** "seventy-five thousand five hundred" -> 75500. */
export function wordsToNumber(s: string): number {
  let total = 0, cur = 0;
  for (const w of s.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter((x) => x && x !== 'and')) {
    if (ONES.includes(w)) cur += ONES.indexOf(w);
    else if (TENS.includes(w)) cur += TENS.indexOf(w) * 10;
    else if (w === 'hundred') cur *= 100;
    else if (w === 'thousand' || w === 'million') { total += cur * (w === 'thousand' ? 1000 : 1_000_000); cur = 0; }
    else throw new Error(`not a number word: ${w}`);
  }
  return total + cur;
}

export function readMoney(text: string): number {
  const t = text.replace(/\/.*$|\b(daily|weekly|bi-weekly|monthly)\b/gi, '').trim();
  const words = /^([A-Za-z -]+) dollars \(\$([\d,]+)\)$/.exec(t);
  if (words) {
    const n = Number(words[2]!.replace(/,/g, ''));
    if (wordsToNumber(words[1]!) !== n) throw new Error(`words and figures disagree: ${text}`);
    return n;
  }
  const km = /^\$?([\d.]+)\s*([KkMm])$/.exec(t);
  if (km) return Math.round(Number(km[1]) * (km[2]!.toLowerCase() === 'k' ? 1000 : 1_000_000));
  const n = t.replace(/^(USD|CAD)\s*/, '').replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(n)) throw new Error(`not money: ${text}`);
  return Number(n);
}

export function readFrequency(text: string): string | null {
  const t = text.toLowerCase();
  if (/bi-?weekly|two weeks|\/2 wks/.test(t)) return 'biweekly';
  if (/daily|\/day|business day/.test(t)) return 'daily';
  if (/weekly|\/week|once a week/.test(t)) return 'weekly';
  if (/monthly|\/month/.test(t)) return 'monthly';
  return null;
}

export function readPercent(text: string): number {
  const frac = /^(\d+)\/(\d+)$/.exec(text);
  if (frac) return (Number(frac[1]) / Number(frac[2])) * 100;
  const fig = /\(([\d.]+)%\)$/.exec(text) ?? /^([\d.]+)\s*%?$/.exec(text);
  if (!fig) throw new Error(`not a percentage: ${text}`);
  return Number(fig[1]);
}

const monthOf = (s: string) => MONTHS.findIndex((m) => m.toLowerCase().startsWith(s.toLowerCase().slice(0, 3))) + 1;
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A date read exactly, or null when the text has no day (month and year, a year). */
export function readDate(text: string, dayFirst: boolean): string | null {
  let r: RegExpExecArray | null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  if ((r = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text))) {
    const y = r[3]!.length === 2 ? centuryOf(Number(r[3])) : Number(r[3]);
    return dayFirst ? iso(y, Number(r[2]), Number(r[1])) : iso(y, Number(r[1]), Number(r[2]));
  }
  if ((r = /^([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(text))) return iso(Number(r[3]), monthOf(r[1]!), Number(r[2]));
  if ((r = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text))) return iso(Number(r[3]), monthOf(r[2]!), Number(r[1]));
  if (/^(\d{2}-\d{4}|[A-Za-z]+ \d{4}|since \d{4})$/.test(text)) return null;
  throw new Error(`not a date: ${text}`);
}

export function readRegion(text: string): Region {
  const last = /,\s*([A-Za-z .]+?)\s+[\dA-Z]{3}[\s\d]*[\dA-Z]*$/.exec(text)?.[1] ?? text;
  const hit = REGIONS.find((r) => r.code === last || r.name === last);
  if (!hit) throw new Error(`no region in ${text}`);
  return hit;
}

export function readName(text: string): { first: string; last: string } {
  const comma = /^(.+?), ([A-Z][a-z]+)(?: [A-Z]\.)?$/.exec(text);
  if (comma) return { first: comma[2]!, last: comma[1]! };
  const parts = text.replace(/, [A-Z]{2,3}$/, '').split(' ');
  const rest = parts.slice(1);
  if (/^[A-Z]\.$/.test(rest[0] ?? '')) rest.shift();
  return { first: parts[0]!, last: rest.join(' ') };
}

/** What README's rules read from one printed value, for one truth path; `undefined` when the text alone cannot say. */
export function readBack(path: string, p: Placed, ctx: { country: 'US' | 'CA'; legal: string; dayFirstDob: boolean }): Scalar | undefined {
  const t = p.text;
  const field = path.replace(/^applicants\[\d+\]\./, '');
  const digits = t.replace(/\D/g, '');
  switch (field) {
    case 'legal_name': case 'role': return t;
    case 'trade_name': return ['SAME', 'N/A', ''].includes(t) || t === ctx.legal ? null : t;
    case 'type_of_entity': return entityId(t, ctx.country);
    case 'industry': return industryId(t);
    case 'business_tax_id': return /RC/.test(t) ? t.replace(/^BN\s*/, '').replace(/[^0-9A-Z]/g, '') : digits;
    case 'business_tax_id_country': return /RC/.test(t) ? 'CA' : 'US';
    case 'business_tax_id_type':
      if (p.kind === 'check') return undefined;
      if (/RC/.test(t)) return 'BN';
      if (/^(EIN[#:]? )?\d{2}[- ]\d{7}$/.test(t)) return 'EIN';
      if (/^\d{3}[- ]\d{2}[- ]\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
      return undefined;
    case 'state_region': return readRegion(t).code;
    case 'country': return readRegion(t).country === 'US' ? 'United States' : 'Canada';
    case 'requested_amount': case 'requested_payment': return readMoney(t);
    case 'payment_frequency': return readFrequency(t);
    case 'number_of_payments': return Number(/^(\d+)/.exec(t)?.[1]);
    case 'business_start_date': return readDate(t, false);
    case 'date_of_birth': return readDate(t, ctx.dayFirstDob);
    case 'ownership': return readPercent(t);
    case 'first_name': case 'last_name': {
      if (p.key.endsWith('_first')) return field === 'first_name' ? t : undefined;
      if (p.key.endsWith('_last')) return field === 'last_name' ? t : undefined;
      const n = readName(t);
      return field === 'first_name' ? n.first : n.last;
    }
    case 'credit_score': return Number(digits);
    case 'tax_id': return /[X*x]/.test(t) ? null : digits;
    case 'tax_id_type': return /[X*x]/.test(t) ? null : ctx.country === 'CA' ? 'SIN' : digits.startsWith('9') ? 'ITIN' : 'SSN';
    case 'tax_id_country': return /[X*x]/.test(t) ? null : ctx.country;
    default: throw new Error(`no reading for ${path}`);
  }
}
