// One value found on a form -> the application's field it gives (issue 36; spec/applications.md "How each field is
// read"): money, dates, tax IDs, schedules and states as printed. (Out of reader.ts, which had grown past its size.)
import type { FormApplicant, FormField, FormReading } from '../types.ts';
import type { OwnerFound } from './owners.ts';
import { frequency } from './marks.ts';
import { blank, industry, integer, money, startDate, stateOf, sumRange, taxId } from './values.ts';
import { blockHeading } from './guards.ts';
import { labelOf } from './labels.ts';
import { labelDayFirst } from './conventions.ts';

/** Words that name payments counted: "pmts", "payments", "remittances", "debits", "installments". */
/** A word and a lone digit, "Use 1", "Line 2": a caption's number, no sum of money. */
const captionFigure = (t: string) => /^\s*\p{L}{2,}\.?\s+\d\s*$/u.test(t);
const PAYMENTS = /\b(?:pmts?|payments?|remit(?:tance)?s?|debits?|installments?)\b/i;

/** A schedule's options lettered by their initials under its label ("Pmt Freq  [ ] D  [X] W  [ ] BW  [ ] M"): the
 *  letter ticked is that schedule. Only under a schedule's own label: a letter alone says nothing elsewhere. */
function scheduleLetter(f: OwnerFound): string | null {
  const s = ({ d: 'daily', w: 'weekly', bw: 'biweekly', m: 'monthly' } as Record<string, string>)[f.text.trim().toLowerCase()];
  return s && labelOf(f.label)?.field === 'payment_frequency' ? s : null;
}

/** One line for both names, "Evergreen Group Inc. d/b/a Evergreen Commercial": the legal name, then the trade name. */
function namesOf(text: string): [string, string | null] {
  const dba = /^(.*\S)\s+(?:d\/b\/a|dba|d\.b\.a\.|o\/a|t\/a|doing business as|operating as|trading as)\s+(\S.*)$/i.exec(text.trim());
  return dba ? [dba[1]!, dba[2]!] : [text, null];
}

export function setField(f: OwnerFound, set: (k: FormField, f: OwnerFound, v: string | number | null) => void, tin: (c: 'US' | 'CA') => void, hint = '', dayFirst = false): void {
  // The next section's numbered heading read under a blank is no value ("3. PROPRIÉTAIRES" gives no payment of 3).
  if (f.piece !== f.at && blockHeading(f.text)) return;
  switch (f.field) {
    case 'legal_name': { const [legal, trade] = namesOf(f.text); set('legal_name', f, legal); if (trade) set('trade_name', f, trade); break; }
    // (A yes or no is no name: "Does the business operate under a different name? [X] Yes", its name asked next.)
    case 'trade_name': if (!/^(?:yes|no|oui|non|s[ií])$/i.test(f.text.trim())) set('trade_name', f, blank(f.text) ? null : f.text); break;
    case 'industry': set('industry', f, industry(f.text)); break;
    case 'business_start_date': {
      // (A month and year, "03/2019", is its first day, less surely; a year alone, "Since 2015", states no date: null.)
      const d = startDate(f.text, labelDayFirst(f.label) ?? dayFirst);
      if (d && !d.yearOnly) set('business_start_date', d.exact ? f : { ...f, confidence: Math.min(f.confidence, 0.5) }, d.iso);
      break;
    }
    // A range of sums ticked or written ("$50K-$100K", "Under $25,000", "$250K+") is a bracket, not the sum asked: a
    // value not printed is null (an exact amount asked beside the brackets is read on its own line).
    case 'requested_amount': set('requested_amount', f, sumRange(f.text) || captionFigure(f.text) ? null : money(f.text)); break;
    case 'requested_payment': {
      set('requested_payment', f, captionFigure(f.text) ? null : money(f.text));
      // A schedule written after the amount ("$53,775 monthly", "$450 per day") is the request's schedule, whatever
      // the label guessed ("Est. Daily/Weekly Pmt").
      // (After an amount only: a row of schedules read under a payment's label, "Daily Weekly []8i-Weekly", holds no
      // amount, and the digit a scan read in it, "8i" for "Bi", is none.)
      if (/^\s*[$€£]?\s*\d/.test(f.text)) set('payment_frequency', f, frequency(/\d[\d,.]*\s*(.*)$/.exec(f.text)?.[1] ?? ''));
      break;
    }
    case 'number_of_payments':
      // (A "Term" whose label names no payments is often months or days, "25. Est. Term (months)": it counts payments
      // only when its value names them, "9 pmts".)
      if (/\bterms?\b/i.test(f.label) && !PAYMENTS.test(f.label) && !/#/.test(f.label) && !(/\d/.test(f.text) && PAYMENTS.test(f.text))) break;
      // (A count of payments is a small whole number: money under a payments label, "$919.79", is no count, nor a
      // long number, "882227734568", an account's or a merchant's ID.)
      if (/^\s*(?:\$|[\d,]+\.\d{2}\b)/.test(f.text) || (integer(f.text) ?? 0) > 9999) break;
      // (Nor a number that opens words of another kind, "88 Penn Square, Lancaster, PA": an address is no count.)
      if (/^\s*\d[\d,]*\s+\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(f.text) && !PAYMENTS.test(f.text) && !frequency(f.text)) break;
      // (Terms answered by their schedule's word alone, "Payment Plan  Daily": the schedule, no count. Only terms: under
      // "# of Payments" a schedule's word is the next cell's option, "Daily" of a row of boxes.)
      if (!/\d/.test(f.text) && frequency(f.text) && /\b(?:plan|terms)\b/i.test(f.label)) { set('payment_frequency', f, frequency(f.text)); break; }
      set('number_of_payments', f, integer(f.text));
      // A count that names its schedule, "52 weekly payments", "120 daily debits", gives the schedule too.
      if (/^\s*\d[\d,]*\s+[a-z-]+\s/i.test(f.text) && PAYMENTS.test(f.text)) set('payment_frequency', f, frequency(f.text));
      // And one that names the payment too, "26 weekly payments of $2,076.92", gives the payment asked.
      if (/^\s*\d[\d,]*\s+(?:[a-z-]+\s+)?(?:payments?|remittances?|debits?|installments?)\s+of\s+[$€£]\s*\d/i.test(f.text)) set('requested_payment', f, money(/\bof\s+([$€£]\s*[\d,]+(?:\.\d+)?)/i.exec(f.text)![1]!));
      break;
    case 'address': if (stateOf(f.text)) set('state_region', f, f.text); break;
    // (A bare "Repayment" answered with a sum, "$3,794.93", asks the payment: a schedule is answered with its word.)
    case 'payment_frequency': case 'option':
      if (f.field === 'payment_frequency' && /^\s*[$€£]\s*\d/.test(f.text) && !frequency(f.text) && /\b(?:re)?payment\b/i.test(f.label)) set('requested_payment', f, money(f.text));
      else set('payment_frequency', f, frequency(f.text) ?? scheduleLetter(f));
      break;
    case 'business_tax_id': {
      const t = taxId(f.text, f.label, f.source === 'mark' ? '' : hint);
      if (!t) break;
      set('business_tax_id', f, t.value);
      set('business_tax_id_type', f, t.type);
      set('business_tax_id_country', f, t.country);
      if (t.country) tin(t.country);
    }
  }
}

/** A payment asked by its period, "Weekly Payment Desired", "Est. Daily Remittance": the request's schedule is that
 *  period when the form says none otherwise (a schedule ticked or written is read first; "Daily/Weekly Pmt" names
 *  two periods and so none). */
export function scheduleOfPayment(found: OwnerFound[], set: (k: FormField, f: OwnerFound, v: string | number | null) => void): void {
  const f = found.find((x) => x.field === 'requested_payment' && !blank(x.text) && money(x.text) !== null);
  // (Abbreviated too: "EST. DAILY/WKLY PAYMENT" names two.)
  const periods = [...(f?.label ?? '').matchAll(/\b(?:bi-?weekly|bi-?wkly|daily|dly|weekly|wkly|monthly|mthly|mnthly)\b/gi)];
  if (f && periods.length === 1) set('payment_frequency', { ...f, confidence: Math.min(f.confidence, 0.6) }, frequency(periods[0]![0]));
}

/** A business's start asked twice, its year alone ("Year of Establishment 2022") and its date ("Date Business Started
 *  12/03/2022"): one fact, told more exactly by the date, whichever is printed first. The year alone is passed over
 *  when a date in that year (and month, if it names one) is written for it too. */
export function exactStart(found: { field: string; text: string; label: string }[], dayFirst = false): void {
  const starts = found.filter((f) => f.field === 'business_start_date').map((f) => ({ f, d: startDate(f.text, labelDayFirst(f.label) ?? dayFirst) }));
  for (const { f, d } of starts) {
    if (!d || d.exact) continue;
    const told = /^\D*\d{4}\s*$/.test(f.text) ? d.iso.slice(0, 4) : d.iso.slice(0, 7);
    if (starts.some((o) => o.d?.exact && o.d.iso.startsWith(told))) f.field = 'other';
  }
}

/** A bare nine-digit number under a label naming no kind ("TAX ID", "Tax ID #"), or both ("Tax ID (EIN/SSN)"), is the business's own number when the
 *  business is no sole proprietorship (a partnership or a company has no SSN of its own): an EIN in the US, a BN in
 *  Canada, told with less confidence than a label naming it (sets 70 and 138's authors read it so). */
export function businessNumber(fields: FormReading['fields'], sole: boolean, country: string | null | undefined): void {
  const tin = fields.business_tax_id;
  // (Or a label naming both, "Tax ID (EIN/SSN)": a sole proprietor's is the SSN.)
  if (tin && !fields.business_tax_id_type && sole && country === 'US' && /\bssn\b|social security/i.test(tin.label)) { fields.business_tax_id_type = { ...tin, value: String(tin.value).startsWith('9') ? 'ITIN' : 'SSN', confidence: Math.min(tin.confidence, 0.6) }; return; }
  if (!tin || fields.business_tax_id_type || !/^\d{9}$/.test(String(tin.value)) || !fields.type_of_entity || sole || !country) return;
  fields.business_tax_id_type = { ...tin, value: country === 'CA' ? 'BN' : 'EIN', confidence: Math.min(tin.confidence, 0.6) };
  fields.business_tax_id_country ??= { ...tin, value: country };
}

/** A business number that is an owner's own SSN or SIN, digit for digit (a sole proprietor's, written under
 *  "Business Number" or "Tax ID"), is that SSN or SIN: its kind is the owner's, whatever the label named. */
export function ownersOwnNumber(fields: FormReading['fields'], applicants: FormApplicant[]): FormApplicant[] {
  const tin = fields.business_tax_id, kind = fields.business_tax_id_type;
  if (!tin || !kind || !/^(?:EIN|BN)$/.test(String(kind.value)) || !/^\d{9}$/.test(String(tin.value))) return applicants;
  const owner = applicants.find((a) => a.tax_id?.value === tin.value && /^(?:SSN|SIN|ITIN)$/.test(String(a.tax_id_type ?? '')));
  if (owner) kind.value = String(owner.tax_id_type);
  return applicants;
}

/** An address asked for the post ("Mailing Address (if different)", often a PO box) is where letters go, not where the
 *  business is: the business's state is read from any other address of the business printed, this one's only when
 *  none is. */
export const mailingAddress = (f: { field: string; label: string }) => f.field === 'address' && /\b(?:mailing|postal|billing)\s+address\b/i.test(f.label)
  && !/\b(?:physical|street|location|premises)\b/i.test(f.label);
