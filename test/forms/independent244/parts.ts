// Field paths for the values a layout prints, and blocks several layouts share (logos, entity checkboxes, fine print,
// signatures). A `fields` map says which truth values one printed string gives; null marks a decoy.
import type { Merchant, Owner } from './model.ts';
import type { Sheet } from './sheet.ts';

type F = Record<string, unknown>;
const A = 'application.';
export const fLegal = (m: Merchant): F => ({ [`${A}legal_name`]: m.legal });
export const fDba = (m: Merchant): F => (m.dba ? { [`${A}trade_name`]: m.dba } : {});
export const fEntity = (m: Merchant): F => ({ [`${A}type_of_entity`]: m.entityId });
export const fIndustry = (m: Merchant): F => ({ [`${A}industry`]: m.industryId });
export const fTax = (m: Merchant): F => ({ [`${A}business_tax_id`]: m.taxId, [`${A}business_tax_id_type`]: m.taxType, [`${A}business_tax_id_country`]: m.taxCountry });
export const fRegion = (m: Merchant): F => ({ [`${A}state_region`]: m.region, [`${A}country`]: m.countryName });
export const fStart = (m: Merchant): F => (m.startIso ? { [`${A}business_start_date`]: m.startIso } : {});
export const fAmount = (m: Merchant): F => ({ [`${A}requested_amount`]: m.amount });
export const fPayment = (m: Merchant): F => ({ [`${A}requested_payment`]: m.payment });
export const fCount = (m: Merchant): F => ({ [`${A}number_of_payments`]: m.nPayments });
export const fFreq = (m: Merchant): F => ({ [`${A}payment_frequency`]: m.frequency });
const ap = (i: number, k: string): string => `${A}applicants[${i}].${k}`;
export const fName = (o: Owner, i: number): F => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last });
export const fRole = (o: Owner, i: number): F => ({ [ap(i, 'role')]: o.title });
export const fPct = (o: Owner, i: number): F => ({ [ap(i, 'ownership')]: o.pct });
export const fCredit = (o: Owner, i: number): F => (o.credit === null ? {} : { [ap(i, 'credit_score')]: o.credit });
export const fSsn = (o: Owner, i: number): F => (o.taxId ? { [ap(i, 'tax_id')]: o.taxId, [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: o.taxCountry } : {});
export const fDob = (o: Owner, i: number): F => (o.dobIso ? { [ap(i, 'date_of_birth')]: o.dobIso } : {});

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** A checkbox row for the entity type: the matching option is checked, or "Other:" with the printed text on its line. */
export function entityRow(s: Sheet, m: Merchant, x: number, y: number, size = 7.5): void {
  const opts: [string, string][] = m.country === 'CA'
    ? [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietorship', 'sole_proprietorship']]
    : [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];
  const hit = opts.find(([, id]) => id === m.entityId);
  let cx = x;
  for (const [label] of opts) cx = s.check('entity', label, cx, y, hit?.[0] === label, hit?.[0] === label ? fEntity(m) : null, size);
  cx = s.check('entity_other', 'Other:', cx, y, !hit, null, size);
  s.doc.moveTo(cx - 8, y + 9).lineTo(cx + 70, y + 9).lineWidth(0.4).stroke();
  s.value('entity_other_text', hit ? '' : m.entityText, cx - 6, y - 1, 76, hit ? null : fEntity(m), 8);
}

export function frequencyRow(s: Sheet, m: Merchant, x: number, y: number): void {
  let cx = x;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) cx = s.check('frequency', FREQ_LABEL[f]!, cx, y, m.frequency === f, m.frequency === f ? fFreq(m) : null);
}

export function finePrint(s: Sheet, x: number, y: number, w: number, broker: string, canada: boolean, size = 5.6): number {
  const t = `By signing below, each of the above-named owners and the business (together, "Applicant") certifies that all information in this application `
    + `and any supporting documents is true, accurate and complete, and authorizes ${broker}, its assigns, agents, banks and funding partners to obtain `
    + `consumer and business credit reports, to verify bank statements, licences and references, and to share this application with prospective funders. `
    + `The Applicant understands that any advance is a purchase of future receivables and not a loan, that the licences, permits, bond and insurance `
    + `information given are for verification only, and that a facsimile or electronic copy of this signed application is as valid as the original.`
    + (canada ? ` Consent under PIPEDA: the Applicant consents to the collection, use and disclosure of personal information, including the SIN where given, for the purposes above.` : '');
  s.text(t, x, y, { size, width: w, color: '#333' });
  return s.doc.y;
}

/** Signature lines per owner: a drawn scribble, the printed name (no field: the owner section gives it), title, date (decoy). */
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number, dates: string[]): number {
  const colW = w / Math.min(2, m.owners.length);
  m.owners.forEach((o, i) => {
    const cx = x + (i % 2) * colW;
    const cy = y + Math.floor(i / 2) * 58;
    const d = s.doc;
    if (s.style !== 'fillable') {
      d.save().lineWidth(1).strokeColor('#1a2a6c').moveTo(cx + 10, cy + 18);
      for (let k = 0; k < 6; k++) d.bezierCurveTo(cx + 18 + k * 14, cy + 2 + (k % 2) * 8, cx + 24 + k * 14, cy + 26 - (k % 3) * 6, cx + 30 + k * 14, cy + 14);
      d.stroke().restore();
    }
    d.lineWidth(0.5).strokeColor('black').moveTo(cx, cy + 24).lineTo(cx + colW - 80, cy + 24).stroke();
    d.moveTo(cx + colW - 72, cy + 24).lineTo(cx + colW - 12, cy + 24).stroke();
    s.text(`Signature - Owner ${i + 1}`, cx, cy + 27, { size: 6 });
    s.text('Date', cx + colW - 72, cy + 27, { size: 6 });
    s.value('signature_date', dates[i] ?? '', cx + colW - 70, cy + 12, 58, null, 8);
    s.text('Print Name / Title:', cx, cy + 38, { size: 6 });
    s.value('signature_print_name', `${o.first} ${o.last} / ${o.title}`, cx + 56, cy + 36, colW - 70, {}, 8);
  });
  return y + Math.ceil(m.owners.length / 2) * 58;
}
