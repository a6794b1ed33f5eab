// Does a decoy repeat a value the truth took? The generator redraws a document when one does, and the test checks it.
import type { DecoyOut, Printed } from './sheet.ts';

function norm(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The number a text is when the whole text is money or a plain number (`$`, commas, spaces, CAD dropped). */
export function asNumber(s: string): number | null {
  const t = s.replace(/CAD|\$|,|%|\s/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

export function collisions(printed: Printed[], decoys: DecoyOut[]): string[] {
  const texts = new Set(printed.map((p) => norm(p.text)));
  const nums = new Set(printed.map((p) => asNumber(p.text)).filter((n): n is number => n !== null));
  const out: string[] = [];
  for (const d of decoys) {
    const n = asNumber(d.text);
    if (texts.has(norm(d.text)) || (n !== null && nums.has(n))) out.push(`${d.what}: ${d.text}`);
  }
  return out;
}
