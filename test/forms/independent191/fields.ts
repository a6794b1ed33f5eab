// What each printed value gives, by applications.md's rules, and the truth made from everything placed. The
// layouts say what they print; these say what a careful reader gets from it.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Fields, Placed } from './canvas.ts';
import { masked, type IdStyle, type Person, type TaxId } from './formats.ts';
import type { Deal, Frequency } from './model.ts';
import { entityOf, industryOf, moneyOf, regionOf } from './rules.ts';

const A = 'application.';
const who = (i: number) => `${A}applicants[${i}].`;

export const legal = (text: string): Fields => ({ [`${A}legal_name`]: text });

/** The DBA line: blank, SAME or N/A give nothing (the caller records those as decoys); the legal name repeated
 *  gives the legal name again. */
export function dba(d: Deal, text: string): Fields | null {
  if (!text || /^(same|n\/?a|none|-+)$/i.test(text.trim())) return null;
  return text === d.legal ? legal(text) : { [`${A}trade_name`]: text };
}

export function entity(text: string, country: 'US' | 'CA'): Fields {
  const id = entityOf(text, country);
  if (!id) throw new Error(`entity text ${text} reads nothing`);
  return { [`${A}type_of_entity`]: id };
}

export function industry(text: string): Fields {
  const id = industryOf(text);
  if (!id) throw new Error(`industry text ${text} reads nothing`);
  return { [`${A}industry`]: id };
}

/** The business tax ID: digits (a BN with its program account), the type from its format or its label. */
export function taxId(id: TaxId, printed: string): Fields {
  const digits = printed.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (!digits.startsWith(id.digits)) throw new Error(`tax id ${printed} does not print ${id.digits}`);
  const type = id.type === 'SSN' && id.digits.startsWith('9') ? 'ITIN' : id.type;
  return { [`${A}business_tax_id`]: digits, [`${A}business_tax_id_type`]: type, [`${A}business_tax_id_country`]: id.country };
}

/** The business address's state or province (a code or a name as printed) and the country it implies. */
export function region(text: string, country: 'US' | 'CA'): Fields {
  const code = regionOf(text, country);
  if (!code) throw new Error(`region ${text} reads nothing`);
  return { [`${A}state_region`]: code, [`${A}country`]: country === 'US' ? 'United States' : 'Canada' };
}

export const amount = (text: string): Fields => ({ [`${A}requested_amount`]: moneyOf(text) });
export const payment = (text: string): Fields => ({ [`${A}requested_payment`]: moneyOf(text) });
export const payments = (n: number): Fields => ({ [`${A}number_of_payments`]: n });
export const frequency = (f: Frequency): Fields => ({ [`${A}payment_frequency`]: f });
export const start = (iso: string): Fields => ({ [`${A}business_start_date`]: iso });

export function name(i: number, p: Person): Fields {
  return { [`${who(i)}first_name`]: p.first, [`${who(i)}last_name`]: p.last };
}
export const firstName = (i: number, p: Person): Fields => ({ [`${who(i)}first_name`]: p.first });
export const lastName = (i: number, p: Person): Fields => ({ [`${who(i)}last_name`]: p.last });
export const role = (i: number, title: string): Fields => ({ [`${who(i)}role`]: title });
export const ownership = (i: number, pct: number): Fields => ({ [`${who(i)}ownership`]: pct });
export const score = (i: number, n: number): Fields => ({ [`${who(i)}credit_score`]: n });
export const dob = (i: number, iso: string): Fields => ({ [`${who(i)}date_of_birth`]: iso });

/** An owner's SSN, ITIN or SIN; null (print it as a decoy) when masked. */
export function personalId(i: number, id: TaxId, style: IdStyle): Fields | null {
  if (masked(style)) return null;
  const type = id.type === 'SSN' && id.digits.startsWith('9') ? 'ITIN' : id.type;
  return { [`${who(i)}tax_id`]: id.digits, [`${who(i)}tax_id_type`]: type, [`${who(i)}tax_id_country`]: id.country };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from every placed value; two places giving one field two values is a generator bug. */
export function truthOf(placed: readonly Placed[]): TruthApplication {
  const app = emptyApplication();
  const seen = new Map<string, string | number>();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path}: ${String(seen.get(path))} vs ${String(v)} (${p.key})`);
      seen.set(path, v);
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice(A.length)] = v;
      }
    }
  }
  return app;
}
