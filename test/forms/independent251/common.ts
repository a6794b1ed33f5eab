// Printed text + truth fields for the values every layout prints. A value with no fields is a decoy.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtBn, fmtSin, iso, type Merchant, type Owner, type Ymd } from './data.ts';

export { fullName as fullNameOf } from './data.ts';

export type F = Record<string, unknown>;
const A = 'application.';
export const ap = (i: number, k: string): string => `${A}applicants[${i}].${k}`;

export const legalF = (m: Merchant): F => ({ [`${A}legal_name`]: m.legal });

/** The operating name as printed, and its truth (null for SAME / blank / the legal name repeated). */
export function operating(m: Merchant, sameWord: string): { text: string; fields: F } {
  const text = m.opShown === 'brand' ? m.brand : m.opShown === 'same' ? sameWord : m.opShown === 'legal' ? m.legal : '';
  return { text, fields: { [`${A}trade_name`]: m.opShown === 'brand' ? m.brand : null } };
}

export function bn(m: Merchant, style: 'joined' | 'space' | 'grouped'): { text: string; fields: F } {
  const text = fmtBn(m, style);
  const id = m.bnShown === 'blank' ? null : m.bnShown === 'bare' ? m.bn : `${m.bn}${m.bnProgram}`;
  return { text, fields: { [`${A}business_tax_id`]: id, [`${A}business_tax_id_type`]: id ? 'BN' : null, [`${A}business_tax_id_country`]: id ? 'CA' : null } };
}

export const provF = (code: string): F => ({ [`${A}state_region`]: code, [`${A}country`]: 'Canada' });
export const industryF = (m: Merchant): F => ({ [`${A}industry`]: m.industryId });
export const entityF = (m: Merchant): F => ({ [`${A}type_of_entity`]: m.entityId });
export const amountF = (m: Merchant): F => ({ [`${A}requested_amount`]: m.amount });
export const paymentF = (m: Merchant): F => ({ [`${A}requested_payment`]: m.payment });
export const nPaymentsF = (m: Merchant): F => ({ [`${A}number_of_payments`]: m.nPayments });
export const freqF = (m: Merchant): F => ({ [`${A}payment_frequency`]: m.freq });
export const startF = (d: Ymd): F => ({ [`${A}business_start_date`]: iso(d) });

/** Free-text legal structure as a broker or owner writes it. */
export function entityText(m: Merchant, rng: Rng, fr = false): string {
  switch (m.kind) {
    case 'corp': case 'numbered': return rng.pick(fr ? ['Société par actions', 'Inc.', 'Corporation'] : ['Corporation', 'Inc.', 'Ltd.', 'Corp.', 'Incorporated']);
    case 'sole': return rng.pick(fr ? ['Entreprise individuelle', 'Travailleur autonome'] : ['Sole Proprietorship', 'Sole Proprietor', 'Sole Prop']);
    case 'partnership': return rng.pick(fr ? ['S.E.N.C.', 'Société en nom collectif'] : ['Partnership', 'General Partnership']);
    case 'ulc': return rng.pick(['ULC', 'Unlimited Liability Corporation']);
    case 'profcorp': return rng.pick(['Professional Corporation', 'Prof. Corp.']);
  }
}

export const nameF = (i: number, o: Owner): F => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last });
export const roleF = (i: number, o: Owner): F => ({ [ap(i, 'role')]: o.role });
export const pctF = (i: number, o: Owner): F => ({ [ap(i, 'ownership')]: o.pct });
export const creditF = (i: number, o: Owner): F => ({ [ap(i, 'credit_score')]: o.credit });
export const dobF = (i: number, d: Ymd): F => ({ [ap(i, 'date_of_birth')]: iso(d) });
export function sin(i: number, o: Owner, sep: ' ' | '-'): { text: string; fields: F } {
  const full = o.sinShown === 'full';
  return { text: fmtSin(o, sep), fields: { [ap(i, 'tax_id')]: full ? o.sin : null, [ap(i, 'tax_id_type')]: full ? 'SIN' : null, [ap(i, 'tax_id_country')]: full ? 'CA' : null } };
}
export const addr1 = (a: { street: string; city: string; prov: string; postal: string }): string => `${a.street}, ${a.city}, ${a.prov} ${a.postal}`;

export const CONSENT_EN = 'By signing below, each of the undersigned certifies that the information in this application is true and complete, and ' +
  'authorizes the broker, its funding partners and their agents to obtain credit reports, bank statements and other information ' +
  'about the business and its principals, in accordance with the Personal Information Protection and Electronic Documents Act ' +
  '(PIPEDA). This authorization extends to any renewal or review of a funding agreement.';
export const CONSENT_FR = 'En signant, chacun des soussignés atteste que les renseignements fournis sont exacts et complets et autorise le courtier et ses ' +
  'partenaires financiers à obtenir des rapports de crédit et tout autre renseignement sur l\'entreprise et ses dirigeants, conformément à ' +
  'la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE).';
