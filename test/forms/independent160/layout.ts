// A layout of set 160: a fictional broker or funder's form, drawn from a merchant and a content Rng.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';

export interface Layout {
  name: string;
  /** The broker or funder whose form it is. */
  broker: string;
  /** The typed style's font (a pdfkit standard font). */
  font: string;
  merchant(rng: Rng): Merchant;
  /** Draws every page; decisions come from `rng` only, never from the style. */
  draw(s: Sheet, m: Merchant, rng: Rng): void;
}
