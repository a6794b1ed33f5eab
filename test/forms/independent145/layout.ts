// What one independent145 layout is: a broker, its merchant draw and its drawing.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { Sheet } from './kit.ts';

export interface Layout {
  name: string;
  broker: string;
  footer: string;
  merchant(rng: Rng): Merchant;
  draw(sheet: Sheet, m: Merchant, rng: Rng): void;
}
