// applications.md's industry rule, on the project's reference table: the industry whose label or alias is the
// longest one contained in the printed text, word-bounded. The generator's truth and its tests both use it.
import { industries } from '../../../src/reference/tables/industries.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  const t = text.toLowerCase();
  for (const e of industries) {
    for (const name of [e.label, ...e.aliases]) {
      const n = name.toLowerCase();
      if (new RegExp(`(^|[^a-z0-9])${escape(n)}($|[^a-z0-9])`).test(t) && (!best || n.length > best[0])) best = [n.length, e.id];
    }
  }
  return best?.[1] ?? null;
}
