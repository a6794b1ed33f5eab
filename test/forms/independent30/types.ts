// A layout: a fictional broker's or funder's application, the deals it sees, and how it draws them.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Profile } from './deal.ts';
import type { Mark, Paper } from './paper.ts';

export interface Layout {
  name: string;
  profile: Profile;
  /** How a tick looks on paper: drawn lines (no text), a letter X, or a check glyph. */
  mark: Mark;
  /** Draws the deal on the paper (every page) and returns the application the printed form gives. */
  draw(p: Paper, d: Deal, r: Rng): TruthApplication;
}
