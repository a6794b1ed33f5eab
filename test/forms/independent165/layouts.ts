// The layout contract of set 165: a fictional funder, its typed font, which country its merchants are in, and how
// it draws a Case on a Canvas (format choices from the content Rng only).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import type { Case } from './data.ts';
import type { Country } from './pools.ts';

export interface Layout {
  broker: string;
  font: string;
  bold: string;
  country: (r: Rng) => Country;
  /** Chance of a sole proprietor (legal name = the owner, tax ID = SSN or SIN). */
  soleProp?: number;
  draw: (c: Canvas, k: Case, r: Rng) => void;
}
