// What every layout shares: the truth each printed value gives (applications.md's rules), an ordinary business
// section, and the decoys that sit beside the fields.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './canvas.ts';
import { fmtDate, fullName, maskedTax, money, type Merchant, type Owner } from './data.ts';

export type DateStyle = 'us' | 'us2' | 'long' | 'iso';
const A = 'application.';

export const T = {
  legal: (m: Merchant) => ({ [`${A}legal_name`]: m.legal }),
  // SAME, N/A, blank or the legal name again: printed, but the field is null (applications.md).
  trade: (m: Merchant) => ({ [`${A}trade_name`]: m.tradeName }),
  entity: (m: Merchant) => ({ [`${A}type_of_entity`]: m.entityId }),
  industry: (m: Merchant) => ({ [`${A}industry`]: m.industryId }),
  taxId: (m: Merchant) => ({ [`${A}business_tax_id`]: m.taxIdDigits, [`${A}business_tax_id_type`]: m.taxIdType, [`${A}business_tax_id_country`]: m.country }),
  // The country is rarely printed: it comes with the state or province (applications.md).
  state: (m: Merchant) => ({ [`${A}state_region`]: m.state, [`${A}country`]: m.country === 'US' ? 'United States' : 'Canada' }),
  start: (m: Merchant) => ({ [`${A}business_start_date`]: m.startIso }),
  requested: (m: Merchant) => ({ [`${A}requested_amount`]: m.requested }),
  payment: (m: Merchant) => ({ [`${A}requested_payment`]: m.payment }),
  nPayments: (m: Merchant) => ({ [`${A}number_of_payments`]: m.nPayments }),
  frequency: (m: Merchant) => ({ [`${A}payment_frequency`]: m.frequency }),
  name: (i: number, o: Owner) => ({ [`${A}applicants[${i}].first_name`]: o.first, [`${A}applicants[${i}].last_name`]: o.last }),
  role: (i: number, o: Owner) => ({ [`${A}applicants[${i}].role`]: o.title }),
  pct: (i: number, o: Owner) => ({ [`${A}applicants[${i}].ownership`]: o.pct }),
  // A masked number gives tax_id null; its type and country still come from the printed label.
  tax: (i: number, o: Owner, c: 'US' | 'CA') => ({ [`${A}applicants[${i}].tax_id`]: o.taxMasked ? null : o.taxId.replace(/\D/g, ''),
    [`${A}applicants[${i}].tax_id_type`]: c === 'US' ? 'SSN' : 'SIN', [`${A}applicants[${i}].tax_id_country`]: c }),
  dob: (i: number, o: Owner) => ({ [`${A}applicants[${i}].date_of_birth`]: o.dob }),
  credit: (i: number, o: Owner) => ({ [`${A}applicants[${i}].credit_score`]: o.credit }),
};

export const ownerTax = maskedTax;

export function moneyText(rng: Rng, v: number): string {
  return rng.pick([money(v), money(v, true), `${money(v, true).slice(1)}`, `$ ${money(v).slice(1)}`]);
}

/** The ordinary business section; returns the y below it. `boxes` draws the entity as a checkbox row. */
export function businessSection(f: Form, m: Merchant, rng: Rng, y: number, opts: { boxes: boolean; dates: DateStyle; dbaCaption: string; taxCaption: string }): number {
  const L = 40, W = 532;
  f.field('legal', 'Legal / Corporate Name', m.legal, L, y, 300, T.legal(m));
  f.field('dba', opts.dbaCaption, m.dbaPrinted, L + 310, y, W - 310, T.trade(m));
  y += 30;
  if (opts.boxes) {
    f.label('Entity Type:', L, y + 1, 7.5, true);
    const options = m.country === 'US' ? ['Corporation', 'LLC', 'S Corp', 'Partnership', 'Sole Proprietor', 'Other'] : ['Corporation', 'Partnership', 'Sole Proprietorship', 'Other'];
    let x = L + 55;
    for (const o of options) x = f.check('entity_box', o, x, y, o === m.entityBox, o === m.entityBox && o !== 'Other' ? T.entity(m) : {});
    if (m.entityBox === 'Other') { f.line(x - 6, y + 9, x + 60); f.value('entity_other', m.entityText, x - 4, y + 8, 62, T.entity(m)); }
    y += 18;
    f.field('taxid', opts.taxCaption, m.taxIdPrinted, L, y, 180, T.taxId(m));
    f.field('inc', m.country === 'US' ? 'State of Incorporation' : 'Jurisdiction of Incorporation', m.decoys.incState, L + 190, y, 120);
    f.field('start', 'Business Start Date', fmtDate(m.startIso, opts.dates), L + 320, y, 100, T.start(m));
    f.field('phone', 'Business Phone', m.phone, L + 430, y, 102);
  } else {
    f.field('entity', 'Type of Entity', m.entityText, L, y, 110, T.entity(m));
    f.field('taxid', opts.taxCaption, m.taxIdPrinted, L + 120, y, 150, T.taxId(m));
    f.field('start', 'Date Business Started', fmtDate(m.startIso, opts.dates), L + 280, y, 100, T.start(m));
    f.field('inc', m.country === 'US' ? 'State of Inc.' : 'Incorporated in', m.decoys.incState, L + 390, y, 60);
    f.field('phone', 'Phone', m.phone, L + 460, y, 72);
  }
  y += 30;
  f.field('street', 'Physical Address (no P.O. boxes)', m.street, L, y, 230);
  f.field('city', 'City', m.city, L + 240, y, 120);
  f.field('state', m.country === 'US' ? 'State' : 'Province', m.state, L + 370, y, 60, T.state(m));
  f.field('zip', m.country === 'US' ? 'ZIP' : 'Postal Code', m.zip, L + 440, y, W - 440);
  y += 30;
  f.field('industry', 'Type of Business / Industry', m.industryText, L, y, 200, T.industry(m));
  f.field('email', 'E-mail', m.email, L + 210, y, 200);
  f.field('own', 'Own / Rent', rng.pick(['Rent', 'Lease', 'Own']), L + 420, y, 50);
  f.field('emp', 'Employees', String(rng.int(2, 40)), L + 480, y, W - 480);
  return y + 34;
}

/** Landlord, bank, a trade reference and existing advances: printed names and numbers that are not the merchant's. */
export function decoySection(f: Form, m: Merchant, y: number, which: ('landlord' | 'bank' | 'reference' | 'funder' | 'iso')[]): number {
  const L = 40;
  for (const w of which) {
    if (w === 'landlord') { f.field('decoy.landlord', 'Landlord / Mortgage Holder', m.decoys.landlord, L, y, 250); f.field('decoy.landlord_phone', 'Landlord Phone', m.decoys.landlordPhone, L + 260, y, 120); }
    if (w === 'bank') { f.field('decoy.bank', 'Business Bank', m.decoys.bank, L, y, 200); f.field('decoy.routing', m.country === 'US' ? 'Routing #' : 'Transit / Institution', m.decoys.routing, L + 210, y, 110); f.field('decoy.account', 'Account #', m.decoys.account, L + 330, y, 120); }
    if (w === 'reference') { f.field('decoy.reference', 'Trade Reference', m.decoys.reference, L, y, 250); f.field('decoy.reference_phone', 'Phone', m.decoys.referencePhone, L + 260, y, 120); }
    if (w === 'funder') { f.field('decoy.funder', 'Existing Advance - Funder', m.decoys.funder, L, y, 200); f.field('decoy.funder_balance', 'Balance', m.decoys.funderBalance, L + 210, y, 90); }
    if (w === 'iso') { f.field('decoy.iso', 'ISO Representative', m.decoys.isoRep, L, y, 200); f.field('decoy.iso_id', 'Rep ID', `R-${m.decoys.account.slice(0, 5)}`, L + 210, y, 80); }
    y += 30;
  }
  return y;
}

export { fullName, fmtDate };
