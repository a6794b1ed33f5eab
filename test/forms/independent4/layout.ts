// What every layout of the set provides.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import type { Mark, Pen } from './pen.ts';

export interface Layout {
  name: string;
  /** The fictional broker whose form this is. */
  broker: string;
  landscape?: boolean;
  mark: Mark;
  /** The plain font of typed values. */
  valueFont: string;
  merchant(rng: Rng): Merchant;
  draw(pen: Pen, m: Merchant, rng: Rng): void;
}
