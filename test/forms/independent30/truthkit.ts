// How a layout prints the deal's numbers and names, and the truth that printing gives under applications.md: the
// BN with or without its program account, a SIN in full or masked (masked is null), French titles, owner names.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Deal, Owner } from './deal.ts';
import { sinSpaced, ssnFmt, ymdIso } from './ids.ts';

export type BnMode = 'spaced' | 'compact' | 'nine' | 'cra';

/** The business's number as printed: a BN (`123456782 RC0001`, `12345 6782 RC 0001`, bare `123456782`) or, for a
 *  sole proprietor without one, the owner's SIN. */
export function businessTax(d: Deal, mode: BnMode): { text: string; value: string; type: 'BN' | 'SIN' } {
  if (!d.bn) return { text: sinSpaced(d.owners[0]!.sin, ' '), value: d.owners[0]!.sin, type: 'SIN' };
  const bn = d.bn, pg = d.program;
  switch (mode) {
    case 'spaced': return { text: `${bn} ${pg}`, value: bn + pg, type: 'BN' };
    case 'compact': return { text: bn + pg, value: bn + pg, type: 'BN' };
    case 'cra': return { text: `${bn.slice(0, 5)} ${bn.slice(5)} ${pg.slice(0, 2)} ${pg.slice(2)}`, value: bn + pg, type: 'BN' };
    case 'nine': return { text: bn, value: bn, type: 'BN' };
  }
}

/** The GST/HST registration number (the BN's RT account): printed as context, a decoy unless it is the tax ID. */
export function gstText(d: Deal): string | null { return d.bn ? `${d.bn} RT0001` : null; }

export interface OwnerTax { text: string | null; value: string | null; type: string | null; country: string | null; us: boolean }

/** What an owner writes in the SIN (or "SIN / SSN" when `ssnOk`) box; masked or blank numbers are null in the truth. */
export function ownerTax(o: Owner, ssnOk: boolean, sep: ' ' | '-' = ' '): OwnerTax {
  const us = ssnOk && o.ssn !== null;
  const digits = us ? o.ssn! : o.sin;
  const last = us ? digits.slice(5) : digits.slice(6);
  if (o.sinShown === 'blank') return { text: null, value: null, type: null, country: null, us };
  if (o.sinShown === 'masked') {
    const styles = us ? [`XXX-XX-${last}`, `***-**-${last}`] : [`XXX XXX ${last}`, `***-***-${last}`, `*** *** ${last}`];
    return { text: styles[Number(digits[8]) % styles.length]!, value: null, type: null, country: null, us };
  }
  return { text: us ? ssnFmt(digits) : sinSpaced(digits, sep), value: digits, type: us ? 'SSN' : 'SIN', country: us ? 'US' : 'CA', us };
}

const FEMALE = new Set(['Olivia', 'Emma', 'Sarah', 'Jessica', 'Harpreet', 'Mei', 'Priya', 'Fatima', 'Siobhan', 'Kayla', 'Aisha', 'Anastasia',
  'Giulia', 'Jasmine', 'Ngozi', 'Linh', 'Ji-woo', 'Deepa', 'Heather', 'Tanya', 'Fiona', 'Shannon', 'Leila', 'Elena', 'Brittany', 'Meghan',
  'Marie-Ève', 'Geneviève', 'Nathalie', 'Chantal', 'Josée', 'Stéphanie', 'Isabelle', 'Annie', 'Mélanie', 'Karine', 'Valérie', 'Julie',
  'Catherine', 'Émilie', 'Sophie', 'Anne-Marie', 'Lise']);

export function isFemale(o: Owner): boolean { return FEMALE.has(o.first); }

/** The French title as the owner writes it (feminine forms for women). */
export function titleFr(o: Owner): string {
  if (!isFemale(o)) return o.titleFr;
  return o.titleFr.replace('Président et chef', 'Présidente et cheffe').replace(/^Président$/, 'Présidente').replace('Vice-président', 'Vice-présidente')
    .replace('Directeur général', 'Directrice générale').replace('Administrateur', 'Administratrice').replace('trésorier', 'trésorière')
    .replace(/^Associé/, 'Associée').replace('Commandité', 'Commanditée');
}

/** Full name as printed in one box: `First M. Last` or `Last, First`. */
export function fullName(o: Owner, lastFirst: boolean): string {
  if (lastFirst) return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  return `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
}

export interface TruthChoices {
  tax: { value: string; type: string } | null;
  /** Which payment terms the form prints (null when it has no such fields or they were left blank). */
  payment: boolean;
  start: boolean;
  credit: boolean;
  /** False when the form has no date-of-birth box. */
  dob?: boolean;
  role: (o: Owner) => string;
  ownerTax: (o: Owner) => OwnerTax;
}

/** The application the printed form gives. */
export function truthOf(d: Deal, c: TruthChoices): TruthApplication {
  const t = emptyApplication();
  t.legal_name = d.legal;
  t.trade_name = d.operating && d.operating !== d.legal ? d.operating : null;
  t.type_of_entity = d.entityId;
  t.industry = d.industry.id;
  if (c.tax) Object.assign(t, { business_tax_id: c.tax.value, business_tax_id_type: c.tax.type, business_tax_id_country: 'CA' });
  t.state_region = d.prov;
  t.country = 'Canada';
  t.requested_amount = d.amount;
  if (c.payment) Object.assign(t, { requested_payment: d.payment, number_of_payments: d.nPayments, payment_frequency: d.freq });
  t.business_start_date = c.start ? ymdIso(d.start) : null;
  t.applicants = d.owners.map((o): TruthApplicant => {
    const tax = c.ownerTax(o);
    return { first_name: o.first, last_name: o.last, role: c.role(o), ownership: o.pct, credit_score: c.credit ? o.credit : null,
      tax_id: tax.value, tax_id_type: tax.type, tax_id_country: tax.country, date_of_birth: c.dob === false ? null : ymdIso(o.dob) };
  });
  return t;
}
