// The test's own small reader of printed values (applications.md's rules), independent of how the generator built
// its truth: each recorded value's text read back into the field it gives.
import { entityCandidates, industryCandidates, regionName } from './refdata.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

export function readDate(s: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return s;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s);
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(s);
  if (m) {
    const i = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
    return i < 0 ? null : `${m[3]}-${pad(i + 1)}-${pad(Number(m[2]))}`;
  }
  return null;
}

const CREDS = /,\s*(DC|DDS|CPA|DVM|RN|MD|Esq\.?)$/;

export function readName(s: string): { first: string; last: string } {
  const t = s.replace(CREDS, '').trim();
  if (t.includes(',')) {
    const [last, rest] = t.split(/,\s*/) as [string, string];
    return { first: rest.split(' ')[0]!, last };
  }
  const words = t.split(' ');
  const first = words.shift()!;
  if (words.length > 1 && /^[A-Z]\.$/.test(words[0]!)) words.shift();
  return { first, last: words.join(' ') };
}

export function readFreq(s: string): string | null {
  if (/daily/i.test(s)) return 'daily';
  if (/bi-?weekly|every 2 weeks/i.test(s)) return 'biweekly';
  if (/weekly/i.test(s)) return 'weekly';
  if (/monthly/i.test(s)) return 'monthly';
  return null;
}

const num = (s: string) => Number(s.replace(/[^0-9.]/g, ''));

function taxType(s: string): string | null {
  if (/^\d{2}-\d{7}$/.test(s)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(s)) return s.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{9} ?RC\d{4}$/.test(s)) return 'BN';
  if (/^\d{3} \d{3} \d{3}$/.test(s)) return 'SIN';
  return null;
}
const taxCountry = (t: string | null) => (t === 'BN' || t === 'SIN' ? 'CA' : t ? 'US' : null);

/** The value a careful reader gets for `path` from the printed `text` (a checkbox's text is its label). */
export function reread(path: string, text: string, country: 'US' | 'CA'): unknown {
  const field = path.replace(/^applicants\[\d+\]\./, '');
  switch (field) {
    case 'legal_name': case 'trade_name': case 'role': return text;
    case 'type_of_entity': { const c = entityCandidates(text, country); return c.length === 1 ? c[0] : null; }
    case 'industry': { const c = industryCandidates(text); return c.length === 1 ? c[0] : null; }
    case 'business_tax_id': return text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'business_tax_id_type': case 'tax_id_type': return taxType(text);
    case 'business_tax_id_country': case 'tax_id_country': return taxCountry(taxType(text));
    case 'tax_id': return text.replace(/\D/g, '');
    case 'state_region': return /^[A-Z]{2}$/.test(text) ? text : ['ON', 'QC', 'BC', 'AB', 'MB', 'NS', 'SK', 'NB', 'TX', 'FL', 'WA', 'NY', 'CA', 'LA', 'PA', 'NC', 'GA', 'OH', 'IL', 'AZ', 'CO', 'TN', 'MI', 'MN', 'NJ']
      .find((c) => { try { return regionName(c, country) === text; } catch { return false; } }) ?? null;
    case 'requested_amount': case 'requested_payment': case 'number_of_payments': case 'ownership': case 'credit_score': return num(text);
    case 'payment_frequency': return readFreq(text);
    case 'business_start_date': case 'date_of_birth': return readDate(text);
    case 'first_name': return readName(text).first;
    case 'last_name': return readName(text).last;
    default: return undefined;
  }
}
