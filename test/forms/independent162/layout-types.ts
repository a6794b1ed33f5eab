// What a set-162 layout is: who issues it, the merchants it serves and how it draws one of them.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, ModelOptions } from './model.ts';
import type { Sheet } from './sheet.ts';

export interface Layout {
  name: string;
  /** The fictional broker or funder whose form this is. */
  broker: string;
  country: 'US' | 'CA';
  title: string;
  /** Typed values' typeface. */
  typeface: string;
  /** Checkbox on-state name in the fillable style. */
  onName: string;
  options(r: Rng): ModelOptions;
  draw(s: Sheet, m: Merchant, f: Rng): void;
}

/** A section bar with its title. */
export function section(s: Sheet, y: number, title: string, x = 36, w = 540): void {
  s.rect(x, y, w, 13, 0.86);
  s.t(title, x + 4, y + 3.2, { size: 7.5, font: 'Helvetica-Bold' });
}
