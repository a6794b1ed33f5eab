// What a set-89 layout is: a broker, the merchant it is drawn for, and a drawing over a Sheet.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fills } from './fills.ts';
import type { Case, Country } from './model.ts';
import type { Sheet } from './sheet.ts';

export interface Ctx { s: Sheet; c: Case; fl: Fills; rng: Rng }
export interface Layout {
  name: string;
  broker: string;
  country: (rng: Rng) => Country;
  maxOwners: number;
  soleProp: boolean;
  terms: 'always' | 'maybe' | 'never';
  draw: (ctx: Ctx) => void;
}

export const LETTER_W = 612;
export const LETTER_H = 792;
