// What the four layouts share: how a printed name, tax ID, province or amount turns into truth fields (the rules of
// applications.md, applied to exactly the text printed), and the truth built from what the sheet placed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { PROVINCES, frMoney, group3, type MoneyFmt } from './french.ts';
import type { Freq, Merchant, Owner } from './model.ts';
import type { FieldValue, Placed, Sheet } from './sheet.ts';

export const A = (f: string): string => `application.${f}`;
export const P = (i: number, f: string): string => `application.applicants[${i}].${f}`;
type Fields = Record<string, FieldValue>;

export type NameFmt = 'first_last' | 'last_first' | 'upper_last';
/** A whole name in one field. first_last may carry a middle initial and a credential; the truth drops both. */
export function nameText(o: Owner, fmt: NameFmt): string {
  const mid = o.middle ? ` ${o.middle}` : '';
  if (fmt === 'first_last') return `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
  if (fmt === 'last_first') return `${o.last}, ${o.first}${mid}`;
  return `${o.last.toUpperCase()}, ${o.first}`;
}
export function nameFields(i: number, o: Owner, fmt: NameFmt): Fields {
  // Printed upper case stays upper case: the truth is what the form says, not a guess at the registry's casing.
  return { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: fmt === 'upper_last' ? o.last.toUpperCase() : o.last };
}

/** The business tax ID as printed, with its fields; 'sin' prints a NAS prefix where the label names only the NE. */
export function taxText(m: Merchant, rng: Rng, sinPrefix: string): { text: string; fields: Fields } {
  const ca = { [A('business_tax_id_country')]: 'CA' };
  switch (m.taxShown) {
    case 'bn_program': {
      const text = rng.pick([`${m.bn} RC0001`, `${group3(m.bn, ' ')} RC 0001`, `${m.bn}RC0001`, `${m.bn} RC 0001`]);
      return { text, fields: { [A('business_tax_id')]: `${m.bn}RC0001`, [A('business_tax_id_type')]: 'BN', ...ca } };
    }
    case 'bn':
      return { text: rng.pick([m.bn, group3(m.bn, ' '), group3(m.bn, '-')]), fields: { [A('business_tax_id')]: m.bn, [A('business_tax_id_type')]: 'BN', ...ca } };
    case 'sin': {
      const sin = m.owners[0]!.sin;
      return { text: `${sinPrefix}${group3(sin, rng.pick([' ', '-']))}`, fields: { [A('business_tax_id')]: sin, [A('business_tax_id_type')]: 'SIN', ...ca } };
    }
    case 'blank': return { text: '', fields: {} };
  }
}

/** The owner's SIN (NAS) as printed: in full, masked (nothing usable: all three fields stay null) or blank. */
export function sinText(i: number, o: Owner, rng: Rng): { text: string; fields: Fields } {
  if (o.sinShown === 'blank') return { text: '', fields: {} };
  if (o.sinShown === 'masked') return { text: rng.pick([`*** *** ${o.sin.slice(6)}`, `XXX-XXX-${o.sin.slice(6)}`, `XXX XXX ${o.sin.slice(6)}`]), fields: {} };
  return { text: group3(o.sin, rng.pick([' ', '-'])), fields: { [P(i, 'tax_id')]: o.sin, [P(i, 'tax_id_type')]: 'SIN', [P(i, 'tax_id_country')]: 'CA' } };
}

export const provinceFields = (m: Merchant): Fields => ({ [A('state_region')]: m.address.prov, [A('country')]: 'Canada' });
export const provName = (code: string): string => PROVINCES[code]!.fr;

/** The operating name as printed and its truth: a filler ('S.O.', 'Idem', the legal name again) reads as null. */
export function tradeText(m: Merchant): { text: string; fields: Fields } {
  if (m.trade) return { text: m.trade, fields: { [A('trade_name')]: m.trade } };
  return { text: m.tradeFiller ?? '', fields: {} };
}

export const moneyFields = (f: string, v: number): Fields => ({ [A(f)]: v });
export const money = frMoney;
export type { MoneyFmt };

export const FREQ_LABELS: Record<Freq, string[]> = {
  daily: ['Quotidien', 'Quotidienne', 'Journalier', 'Chaque jour ouvrable'],
  weekly: ['Hebdomadaire', 'Chaque semaine'],
  biweekly: ['Aux deux semaines', 'Aux 2 semaines'],
  monthly: ['Mensuel', 'Mensuelle'],
};

/** A value that is drawn only when the merchant has one, so the truth stays null otherwise. */
export function maybe<T>(v: T | null | undefined, f: (v: T) => string): string { return v === null || v === undefined ? '' : f(v); }

/** A grid cell: its border, a small label in its top left; returns where the value goes. */
export function cell(s: Sheet, x: number, y: number, w: number, h: number, label: string, o: { size?: number; color?: string; font?: string } = {}): { x: number; y: number; w: number } {
  s.rect(x, y, w, h, { width: 0.5, stroke: o.color ?? '#333333' });
  s.text(label, x + 2.5, y + 2, { size: o.size ?? 5.8, color: o.color ?? '#333333', font: o.font ?? 'Helvetica' });
  return { x: x + 1, y: y + h - 15, w: w - 2 };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as placed: every printed owner is an applicant, every unplaced value is null. */
export function buildTruth(placed: Placed[], owners: number): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null,
    applicants: Array.from({ length: owners }, () => ({ ...EMPTY })) };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) (app.applicants[Number(a[1])] as unknown as Record<string, FieldValue>)[a[2]!] = v;
      else (app as unknown as Record<string, FieldValue>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}
