// A layout of the independent90 set: one fictional broker's form.
import type { Rng } from '../../../statements/generator/prng.ts';
import type { Merchant, Profile } from '../model.ts';
import type { Sheet } from '../sheet.ts';

export interface Layout {
  name: string;
  broker: string;
  profile: Profile;
  /** Font of typed values. */
  typedFont: string;
  size: [number, number];
  draw(m: Merchant, s: Sheet, rng: Rng): void;
}

export const LETTER: [number, number] = [612, 792];
export const LETTER_LANDSCAPE: [number, number] = [792, 612];
