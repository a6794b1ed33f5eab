// What a layout of set 97 is: a broker's form drawn from one merchant model.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Country, ModelOpts } from './model.ts';
import type { Ctx } from './sections.ts';

export interface Layout {
  name: string;
  /** The country of the merchant, from the truth Rng. */
  country: (r: Rng) => Country;
  opts: Omit<ModelOpts, 'country'>;
  /** Truth fields this layout never prints (they are null in its truth). */
  omit?: (keyof TruthApplication)[];
  /** Draws the form; `r` is the decoy Rng (never the truth's, never the style's). */
  draw: (c: Ctx, r: Rng) => void;
}
