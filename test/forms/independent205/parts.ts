// What a printed piece of the deal gives the truth (applications.md's rules), shared by the four layouts. Each helper
// returns the text to print and the truth fields it carries, so a layout never writes a truth value by hand.
import type { Deal, Owner } from './deal.ts';
import { entityId, frDate, frMoney, frPercent, normalisedTaxId, PROVINCES, type DateStyle, type MoneyStyle } from './rules.ts';

export type Fields = Record<string, unknown>;
export interface Piece { text: string; fields: Fields }

const A = 'application.';
const who = (i: number, f: string): string => `${A}applicants[${i}].${f}`;

export function legal(d: Deal): Piece {
  return { text: d.legalName, fields: { [`${A}legal_name`]: d.legalName } };
}

/** The operating name, or what this broker's form writes for none (a decoy-free blank: no field). */
export function operating(d: Deal, none: string): Piece {
  if (d.operatingName && d.operatingName !== d.legalName) return { text: d.operatingName, fields: { [`${A}trade_name`]: d.operatingName } };
  return { text: none, fields: {} };
}

/** Entity words a French form writes in free text, by kind. */
export function entityText(d: Deal, pick: <T>(xs: readonly T[]) => T): Piece {
  const words = { corp: ['Société par actions', 'Inc.', 'Ltée', 'Compagnie'], numbered: ['Société par actions', 'Inc.', 'Incorporée'],
    sole: ['Entreprise individuelle', 'Travailleur autonome'], partnership: ['Société en nom collectif', 'S.E.N.C.'] }[d.kind];
  const text = pick(words);
  return { text, fields: { [`${A}type_of_entity`]: entityId(text) } };
}

/** The check box row of legal forms: the labels printed, and which one is the deal's. */
export const ENTITY_BOXES = ['Société par actions', 'Entreprise individuelle', 'Société en nom collectif', 'Société en commandite', 'Coopérative'];
export function entityBox(d: Deal): string {
  return { corp: ENTITY_BOXES[0]!, numbered: ENTITY_BOXES[0]!, sole: ENTITY_BOXES[1]!, partnership: ENTITY_BOXES[2]! }[d.kind];
}
export function entityFields(label: string): Fields {
  return { [`${A}type_of_entity`]: entityId(label) };
}

export function industry(d: Deal): Piece {
  return { text: d.industryText, fields: { [`${A}industry`]: d.industry } };
}

export type BnStyle = 'spaced' | 'grouped' | 'joined' | 'bare';
/** The business number as printed; with its program account unless `bare` (the label then says it is a BN). */
export function bn(d: Deal, style: BnStyle): Piece {
  const text = { spaced: `${d.bn9} RC0001`, grouped: `${d.bn9.slice(0, 5)} ${d.bn9.slice(5)} RC 0001`, joined: `${d.bn9}RC0001`, bare: `${d.bn9.slice(0, 3)} ${d.bn9.slice(3, 6)} ${d.bn9.slice(6)}` }[style];
  return { text, fields: { [`${A}business_tax_id`]: normalisedTaxId(text), [`${A}business_tax_id_type`]: 'BN', [`${A}business_tax_id_country`]: 'CA' } };
}

/** The province of the business address, in French (or its code); it also gives the country. */
export function province(d: Deal, asCode: boolean): Piece {
  const ref = PROVINCES.find((p) => p.code === d.address.province)!;
  return { text: asCode ? ref.code : ref.name_fr, fields: { [`${A}state_region`]: ref.code, [`${A}country`]: 'Canada' } };
}

export function provinceName(code: string): string {
  return PROVINCES.find((p) => p.code === code)!.name_fr;
}

export function started(d: Deal, style: DateStyle): Piece {
  return { text: frDate(d.startDate, style), fields: { [`${A}business_start_date`]: d.startDate } };
}

export function amount(d: Deal, style: MoneyStyle): Piece {
  return { text: frMoney(d.amount, style), fields: { [`${A}requested_amount`]: d.amount } };
}

export function payment(d: Deal, style: MoneyStyle): Piece {
  return { text: frMoney(d.payment, style), fields: { [`${A}requested_payment`]: d.payment } };
}

export function payments(d: Deal): Piece {
  return { text: String(d.payments), fields: { [`${A}number_of_payments`]: d.payments } };
}

export const FREQ_FR: Record<Deal['frequency'], string> = { daily: 'Quotidienne', weekly: 'Hebdomadaire', biweekly: 'Aux deux semaines', monthly: 'Mensuelle' };
export function frequencyFields(f: Deal['frequency']): Fields {
  return { [`${A}payment_frequency`]: f };
}

/** The owner's name in one cell: `Prénom [I.] Nom` or `Nom, Prénom`. */
export function fullName(o: Owner, i: number, order: 'first-last' | 'last-first'): Piece {
  const text = order === 'first-last' ? [o.first, o.middle, o.last].filter(Boolean).join(' ') : `${o.last}, ${o.first}`;
  return { text, fields: { [who(i, 'first_name')]: o.first, [who(i, 'last_name')]: o.last } };
}
export function firstName(o: Owner, i: number): Piece {
  return { text: o.middle ? `${o.first} ${o.middle}` : o.first, fields: { [who(i, 'first_name')]: o.first } };
}
export function lastName(o: Owner, i: number): Piece {
  return { text: o.last, fields: { [who(i, 'last_name')]: o.last } };
}
export function role(o: Owner, i: number): Piece {
  return { text: o.role, fields: { [who(i, 'role')]: o.role } };
}
export function ownership(o: Owner, i: number, withSign: boolean): Piece {
  return { text: withSign ? frPercent(o.pct) : String(o.pct), fields: { [who(i, 'ownership')]: o.pct } };
}
export function score(o: Owner, i: number): Piece | null {
  return o.score === null ? null : { text: String(o.score), fields: { [who(i, 'credit_score')]: o.score } };
}

export type SinStyle = 'whole' | 'dashed' | 'masked' | 'stars';
/** The NAS whole (its digits are the truth) or masked (no number; the label still says it is a SIN). */
export function sin(o: Owner, i: number, style: SinStyle): Piece {
  const s = o.sin;
  const text = { whole: `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`, dashed: `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`,
    masked: `XXX XXX ${s.slice(6)}`, stars: `***-***-${s.slice(6)}` }[style];
  const whole = style === 'whole' || style === 'dashed';
  return { text, fields: { [who(i, 'tax_id')]: whole ? s : null, [who(i, 'tax_id_type')]: 'SIN', [who(i, 'tax_id_country')]: 'CA' } };
}
export function born(o: Owner, i: number, style: DateStyle): Piece {
  return { text: frDate(o.dob, style), fields: { [who(i, 'date_of_birth')]: o.dob } };
}

export function homeLine(o: Owner): string {
  return `${o.home.street}, ${o.home.city} (${provinceName(o.home.province)}) ${o.home.postal}`;
}
