// A value typed right after its label's words, in the label's own font ("State Arizona", "Date Established 06/04/2020"), and
// a state's code under a "State" label (moved out of labels.ts, which had grown past its size).
import { normalizeStateRegion } from '../../reference/normalize.ts';
import { QUESTION } from './labels.ts';
import { entityType } from './values.ts';
export const FIGURES: ReadonlySet<string> = new Set(['business_tax_id', 'business_start_date', 'requested_amount', 'requested_payment', 'number_of_payments', 'owner_ownership',
  'owner_credit', 'owner_tax_id']);
export function gluedValue(field: string, label: string, after: string): boolean {
  const v = after.trim();
  if (!/^\s/.test(after) || !v) return false;
  if (FIGURES.has(field)) return /^[$]?\s?\d[\d,./ -]*\s*%?$/.test(v);
  // (An entity's kind after its label, "Ownership Type Limited Liability Company"; a street's number and name after an
  // address's, "Billing Address 5181 Lincoln Ave": a record's right-aligned labels set tight against their values.)
  if (field === 'type_of_entity') return v.split(/\s+/).length <= 5 && entityType(v, null) !== null;
  if (field === 'address' && /address$/i.test(label.trim()) && /^\d{1,6}[A-Za-z]?\s+\p{L}/u.test(v)) return true;
  // (And a business's name closing with its entity's suffix after its name's label, "Account Name Copperline Nails &
  // Spa Inc.".)
  if (field === 'legal_name') return gluedName(after);
  return stateForLabel(field, label, v);
}

/** A state's or province's code or name written for a "State" / "Province" label ("MI", though also an abbreviation;
 *  its label may be numbered, "5. State", or cut short, "St", "Prov."). */
// (After the business's word too: "Biz State", "Business Province".)
export const stateForLabel = (field: string, label: string, v: string) => field === 'address' && /^(?:(?:bus(?:iness)?|biz|company|billing|physical)\.?\s+)?(?:state|province|st|prov)(?![a-z])/i.test(label.trim().replace(QUESTION, ''))
  && /^[A-Za-z][A-Za-z .]{1,25}$/.test(v.trim()) && !!normalizeStateRegion(v.trim());

/** A business's name set tight after its label: capitalised words closing with an entity's suffix ("Copperline Nails &
 *  Spa Inc."). */
export const gluedName = (after: string) => /^\s+\p{Lu}/u.test(after) && after.trim().split(/\s+/).length <= 8
  && /[\s,](?:inc|llc|l\.l\.c|corp|corporation|co|ltd|limited|pllc|p\.l\.l\.c|llp|lp|pc|p\.c|ulc)\.?$/i.test(after.trim());
