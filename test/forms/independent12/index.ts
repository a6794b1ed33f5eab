// Seven small brokers' MCA application forms made in office software (independent author 12): a Word form with
// dot leaders and check glyphs, a spreadsheet printout, a web-portal printout, an e-signature envelope, a bilingual
// Canadian form, a two-page Word form of bordered tables, and a dense three-column form in 7pt type.
import type { TruthApplication } from '../generator/truth.ts';
import { build, LAYOUTS } from './build.ts';

export const INDEPENDENT12_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export async function generateIndependent12(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await build(layout, seed, o);
  return { pdf, truth };
}
