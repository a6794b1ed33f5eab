// Pieces the layouts share: the context, the truth of a business and of an owner from what a layout printed, tax-ID
// formats, the authorisation and e-signature block.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtBn, fmtEin, fmtSin, fmtSsn, fullName, type Merchant, type Owner } from './data.ts';
import type { Kit } from './kit.ts';

export interface Ctx { k: Kit; m: Merchant; rng: Rng; t: TruthApplication; printedIso: string }

/** What a layout printed of the business and the request (the rest of the business truth follows from the merchant). */
export interface BizPrinted {
  dba: boolean; entity: boolean; industry: boolean; taxId: boolean; start: boolean;
  amount: boolean; payment: boolean; nPayments: boolean; freq: boolean;
}

export function businessTruth(m: Merchant, p: BizPrinted): TruthApplication {
  const t = emptyApplication();
  t.legal_name = m.legal;
  t.trade_name = p.dba && m.dba && m.dba !== m.legal ? m.dba : null;
  t.type_of_entity = p.entity ? m.entity : null;
  t.industry = p.industry ? m.industry : null;
  if (p.taxId) {
    t.business_tax_id = m.taxId;
    t.business_tax_id_type = m.taxType;
    t.business_tax_id_country = m.country;
  }
  t.state_region = m.region;
  t.country = m.country === 'CA' ? 'Canada' : 'United States';
  t.requested_amount = p.amount ? m.amount : null;
  t.requested_payment = p.payment ? m.payment : null;
  t.number_of_payments = p.nPayments ? m.nPayments : null;
  t.payment_frequency = p.freq ? m.freq : null;
  t.business_start_date = p.start ? m.start : null;
  return t;
}

export interface OwnerPrinted { tax: boolean; dob: boolean; credit: boolean; role?: boolean; pct?: boolean }
export function ownerTruth(o: Owner, p: OwnerPrinted): TruthApplicant {
  return {
    first_name: o.first, last_name: o.last, role: p.role === false ? null : o.title, ownership: p.pct === false ? null : o.pct,
    credit_score: p.credit ? o.credit : null, tax_id: p.tax ? o.taxId : null, tax_id_type: p.tax ? o.taxType : null,
    tax_id_country: p.tax ? (o.taxType === 'SIN' ? 'CA' : 'US') : null, date_of_birth: p.dob ? o.dob : null,
  };
}

export function fmtTax(m: Merchant): string {
  return m.taxType === 'EIN' ? fmtEin(m.taxId) : m.taxType === 'BN' ? fmtBn(m.taxId) : fmtSsn(m.taxId);
}
export const fmtOwnerTax = (o: Owner): string => (o.taxType === 'SIN' ? fmtSin(o.taxId) : fmtSsn(o.taxId));
export const maskOwnerTax = (o: Owner, style: number): string =>
  o.taxType === 'SIN' ? `*** *** ${o.taxId.slice(6)}` : [`***-**-${o.taxId.slice(5)}`, `XXX-XX-${o.taxId.slice(5)}`, `•••-••-${o.taxId.slice(5)}`][style % 3]!;

/** "3/4/25, 10:22 AM" as Chrome prints it in the header. */
export function chromeStamp(isoDate: string, rng: Rng): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${m}/${d}/${String(y).slice(2)}, ${rng.int(7, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

/** A printed date after the business started (the print/submission date). */
export function printDate(rng: Rng): string {
  return `${rng.int(2023, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

const AUTH = 'By submitting this application, each of the undersigned authorizes {B} and its assigns, agents and funding partners to ' +
  'obtain consumer and business credit reports, to verify the information provided, and to contact the references, landlord and ' +
  'financial institutions listed. The undersigned certify that the information above is true and complete.';

/** Authorisation text and one e-signature line per owner; returns the y after it. */
export function authBlock(c: Ctx, y: number, x: number, w: number, brand: string, signedLong: string): number {
  const { k, m } = c;
  y = k.need(y, 60 + m.owners.length * 26);
  k.text(AUTH.replace('{B}', brand), x, y, { size: 7.2, color: '#555b63', w });
  y += 40;
  for (const [i, o] of m.owners.entries()) {
    if (k.style === 'fillable') {
      k.caps('Printed name', x, y);
      k.val(fullName(o), x, y + 9, 200, { name: `sign${i}.printed_name` });
      k.caps('Date signed', x + 230, y);
      k.val(signedLong, x + 230, y + 9, 120, { name: `sign${i}.date` });
      y += 30;
      continue;
    }
    k.hr(x, y + 14, 200, '#9aa1aa');
    if (k.style === 'typed') k.text(`/s/ ${o.first} ${o.last}`, x + 4, y + 2, { size: 10, font: 'Times-Italic', color: '#1d2f6f' });
    else if (k.style === 'handwritten') k.val(`${o.first[0]}. ${o.last}`, x + 4, y + 2, 190, { name: 'sig' });
    k.text(`Signature - ${fullName(o)}`, x, y + 17, { size: 6.5, color: '#7b818b' });
    k.text(`Signed electronically ${signedLong}`, x + 230, y + 6, { size: 7, color: '#555b63' });
    y += 28;
  }
  return y + 6;
}
