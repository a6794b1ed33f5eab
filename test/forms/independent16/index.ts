// Seven plain-tool MCA application forms of fictional brokers (layouts-a/b/c.ts), each typed, handwritten or
// fillable, optionally scanned; the truth is the application as applications.md reads the printed page.
import type { TruthApplication } from '../generator/truth.ts';
import { build, LAYOUT_NAMES } from './build.ts';

export const INDEPENDENT16_LAYOUT_NAMES: readonly string[] = LAYOUT_NAMES;

export async function generateIndependent16(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await build(layout, seed, o);
  return { pdf, truth };
}
