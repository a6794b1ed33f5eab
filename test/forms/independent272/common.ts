// Truth helpers shared by the five layouts: which truth paths each printed value gives.
import type { Business, Owner } from './data.ts';
import type { FieldMap, Sheet } from './sheet.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export interface Ctx { s: Sheet; b: Business; r: Rng }
export interface LayoutDef { name: string; maxOwners: number; dateFmt: 'iso' | 'dmy'; font: 'Helvetica' | 'Courier' | 'Times-Roman' | 'Helvetica-Oblique' | 'Courier-Bold'; draw: (c: Ctx) => void }

export const A = (f: string): string => `application.${f}`;
export const P = (i: number, f: string): string => `application.applicants[${i}].${f}`;

/** The industries reference id each printed type of business gives (longest label/alias contained, word-bounded). */
export const INDUSTRY_IDS: Record<string, string> = {
  'Family restaurant': 'restaurant', 'Auto repair and collision repair': 'auto_repair', 'Plumbing and HVAC contractor': 'specialty_trade_contractor',
  'Dental office': 'dental_practice', 'Licensed daycare': 'childcare', 'Landscaping and snow removal': 'landscaping',
  'Bakery cafe / coffee shop': 'restaurant', 'Local trucking - dump truck hauling': 'trucking_local', 'Commercial cleaning / janitorial': 'cleaning_services',
  'Hair salon & spa': 'personal_care', 'Drug store / pharmacy': 'pharmacy', 'Gym / yoga studio': 'fitness', 'Pet grooming & pet store': 'pet_services',
  'Grocery / épicerie': 'grocery', 'Veterinary clinic': 'veterinary', 'IT services and web design': 'it_software', 'Motel / lodging': 'hotel_motel',
  'Maple farm (agriculture)': 'agriculture',
};

export const fLegal = (b: Business): FieldMap => ({ [A('legal_name')]: b.legal });
export const fTrade = (b: Business): FieldMap | null => (b.trade ? { [A('trade_name')]: b.trade } : null);
export const fIndustry = (b: Business): FieldMap => ({ [A('industry')]: INDUSTRY_IDS[b.industryText] ?? null });
export const fEntityText = (b: Business): FieldMap | null => (b.entityBlank ? null : { [A('type_of_entity')]: b.entity.id });
export const fBn = (b: Business): FieldMap | null => (b.bn ? { [A('business_tax_id')]: b.bn, [A('business_tax_id_type')]: b.bnType, [A('business_tax_id_country')]: 'CA' } : null);
export const fProv = (b: Business): FieldMap => ({ [A('state_region')]: b.prov, [A('country')]: 'Canada' });
export const fAmount = (b: Business): FieldMap => ({ [A('requested_amount')]: b.amount });
export const fPayment = (b: Business): FieldMap => ({ [A('requested_payment')]: b.payment });
export const fNPay = (b: Business): FieldMap => ({ [A('number_of_payments')]: b.nPayments });
export const fFreq = (b: Business): FieldMap => ({ [A('payment_frequency')]: b.freq });
export const fStart = (b: Business): FieldMap | null => (b.startIso ? { [A('business_start_date')]: b.startIso } : null);

export type NameFmt = 'fml' | 'lfm' | 'fl';
export function ownerName(o: Owner, fmt: NameFmt): string {
  const mid = o.middle ? ` ${o.middle}` : '';
  return fmt === 'lfm' ? `${o.last}, ${o.first}${mid}` : fmt === 'fl' ? `${o.first} ${o.last}` : `${o.first}${mid} ${o.last}`;
}
export const fName = (i: number, o: Owner): FieldMap => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });
export const fFirst = (i: number, o: Owner): FieldMap => ({ [P(i, 'first_name')]: o.first });
export const fLast = (i: number, o: Owner): FieldMap => ({ [P(i, 'last_name')]: o.last });
export const fRole = (i: number, o: Owner): FieldMap => ({ [P(i, 'role')]: o.role });
export const fOwn = (i: number, o: Owner): FieldMap | null => (o.ownership === null ? null : { [P(i, 'ownership')]: o.ownership });
export const fCredit = (i: number, o: Owner): FieldMap | null => (o.credit === null ? null : { [P(i, 'credit_score')]: o.credit });
export const fSin = (i: number, o: Owner): FieldMap | null =>
  (o.sin ? { [P(i, 'tax_id')]: o.sin, [P(i, 'tax_id_type')]: 'SIN', [P(i, 'tax_id_country')]: 'CA' } : null);
export const fDob = (i: number, o: Owner): FieldMap | null => (o.dob ? { [P(i, 'date_of_birth')]: o.dob } : null);

/** A labelled box: caption above (small) and the value inside. */
export function cell(c: Ctx, key: string, caption: string, text: string, x: number, y: number, w: number, h: number, fields: FieldMap | null, o: { fill?: string; capSize?: number } = {}): void {
  c.s.frame(x, y, w, h, { lw: 0.5, ...(o.fill ? { fill: o.fill } : {}) });
  c.s.label(caption, x + 2, y + 1.5, { size: o.capSize ?? 5.8 });
  c.s.value(key, text, x + 1, y + 8, w - 2, h - 8.5, fields);
}

/** Caption on the left, value on an underline to its right. */
export function lineField(c: Ctx, key: string, caption: string, text: string, x: number, y: number, w: number, capW: number, fields: FieldMap | null, capSize = 7.5): void {
  c.s.label(caption, x, y + 5, { size: capSize });
  c.s.hline(x + capW, x + w, y + 15);
  c.s.value(key, text, x + capW + 1, y + 2, w - capW - 2, 13, fields);
}

/** Checkbox row for the entity type. `options`: [printed label, data box key]. */
export function entityRow(c: Ctx, options: [string, string][], x: number, y: number, gap: number, otherW = 90, size = 7): number {
  const { s, b } = c;
  let cx = x;
  for (const [label, key] of options) {
    const checked = !b.entityBlank && b.entity.box === key;
    const isOther = key === 'Other';
    s.checkbox(`entity_${key}`, label, checked, cx, y, 8, checked && !isOther ? { [A('type_of_entity')]: b.entity.id } : null);
    s.label(label, cx + 11, y + 1, { size });
    s.doc.font(s.labelFont).fontSize(size);
    cx += 11 + s.doc.widthOfString(label) + gap;
    if (isOther) {
      s.hline(cx - gap + 2, cx - gap + 2 + otherW, y + 9);
      s.value('entity_other_text', checked ? b.entity.printed : '', cx - gap + 2, y - 3, otherW, 12, checked ? { [A('type_of_entity')]: b.entity.id } : null);
      cx += otherW;
    }
  }
  return cx;
}

/** Frequency checkboxes; `labels` in the order daily, weekly, biweekly, monthly. */
export function freqRow(c: Ctx, labels: [string, string, string, string], x: number, y: number, gap: number, size = 7): void {
  const keys = ['daily', 'weekly', 'biweekly', 'monthly'];
  let cx = x;
  labels.forEach((label, i) => {
    const checked = c.b.freq === keys[i];
    c.s.checkbox(`freq_${keys[i]}`, label, checked, cx, y, 8, checked ? fFreq(c.b) : null);
    c.s.label(label, cx + 11, y + 1, { size });
    c.s.doc.font(c.s.labelFont).fontSize(size);
    cx += 11 + c.s.doc.widthOfString(label) + gap;
  });
}

export const PIPEDA = 'Each of the undersigned authorizes the Funder, its agents and assigns to collect, use and disclose personal information, ' +
  'including obtaining consumer and commercial credit reports from Equifax Canada and TransUnion Canada, in accordance with the Personal Information ' +
  'Protection and Electronic Documents Act (PIPEDA), for the purpose of evaluating this application and administering any funding. ' +
  'This consent remains in effect for so long as any obligation is outstanding.';
export const LOI25 = 'Consentement — En signant, vous consentez à ce que vos renseignements personnels soient recueillis, utilisés et communiqués ' +
  'conformément à la Loi 25 (Loi modernisant des dispositions législatives en matière de protection des renseignements personnels), y compris la ' +
  "consultation de votre dossier de crédit auprès d'Equifax et de TransUnion. / By signing you consent to a credit check and to the collection of " +
  'your personal information as described above.';
