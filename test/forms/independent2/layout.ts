// What a broker's layout is: which merchants it takes and how it draws one, returning what it printed (for the truth).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import type { Country, Merchant } from './model.ts';
import type { TruthOptions } from './rules.ts';

export interface Layout {
  name: string;
  countries: Country[];
  owners: [number, number];
  draw(s: Sheet, m: Merchant, r: Rng): TruthOptions;
}

/** A labelled rectangle: small label at the top left, value below it (bank-style forms). */
export function cell(s: Sheet, label: string, value: string, x: number, y: number, w: number, h: number, name: string, decoy = false): void {
  s.rect(x, y, w, h);
  s.text(label, x + 2, y + 2, { size: 5.5 });
  if (decoy) s.decoy(value, x + 4, y + h - 14, w - 6, name);
  else s.value(value, x + 4, y + h - 14, w - 6, name);
}
