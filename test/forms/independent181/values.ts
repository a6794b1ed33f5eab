// A printed value and the truth fields it gives (applications.md's reading of the text), and addresses.
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import { postal } from './ids.ts';

export type FieldValue = string | number | null;
export interface Val { key: string; text: string; fields: Record<string, FieldValue> }
export type Country = 'US' | 'CA';

export const val = (key: string, text: string, fields: Record<string, FieldValue> = {}): Val => ({ key, text, fields });
export const A = (f: string) => `application.${f}`;
/** Lowercase letters only, accents dropped: the local part of an e-mail address or a domain. */
export const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

export interface Address { street: Val; city: Val; state: Val; zip: Val; line: Val }
export function makeAddress(rng: Rng, key: string, country: Country, fields: boolean, near?: string): Address {
  const pool = country === 'US' ? D.US_CITIES : D.CA_CITIES;
  const choices = near ? pool.filter((c) => c[1] === near) : pool;
  const [city, st, pre] = rng.pick(choices.length ? choices : pool);
  const unit = rng.pick(D.UNITS);
  const street = `${rng.int(12, 9850)} ${rng.pick(D.STREETS)}${unit ? `, ${unit}` : ''}`;
  const zip = country === 'US' ? `${pre}${rng.digits(2)}` : postal(rng, pre);
  const f = fields ? { [A('state_region')]: st, [A('country')]: country === 'US' ? 'United States' : 'Canada' } : {};
  const line = country === 'US' ? `${street}, ${city}, ${st} ${zip}` : `${street}, ${city} ${st} ${zip}`;
  return { street: val(`${key}.street`, street), city: val(`${key}.city`, city), state: val(`${key}.state`, st, f),
    zip: val(`${key}.zip`, zip), line: val(`${key}.address`, line, f) };
}

