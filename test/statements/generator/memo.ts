// Documents already generated in one test file, by layout and seed: tests that read the same PDFs reuse them instead of
// rendering them again (a determinism check still calls `generate` twice on purpose). One memo per file, made by it.
import { generate, type Generated } from './index.ts';

export function memoGenerate(): (layout: string, seed: number) => Promise<Generated> {
  const made = new Map<string, Promise<Generated>>();
  return (layout, seed) => {
    const key = `${layout}:${seed}`;
    let g = made.get(key);
    if (!g) made.set(key, g = generate(layout, seed));
    return g;
  };
}
