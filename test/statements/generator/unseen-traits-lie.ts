// A text layer that lies: after the PDF is written (uncompressed), the ToUnicode map of chosen embedded fonts is
// rewritten so the digit glyphs a person sees map to other characters. The glyphs, and so the page as displayed,
// are untouched; only what a text extractor reads changes. Every replacement keeps the entry's length (four hex
// digits), so the stream's /Length and the cross-reference offsets stay right without rewriting them.

import type { Content } from './model.ts';

export type LieKind = 'lookalike' | 'private' | 'digits';

/** The character each digit's glyph claims to be, as four hex digits. */
export function lieTable(kind: LieKind, shuffle: readonly number[]): string[] {
  const hex = (cp: number) => cp.toString(16).padStart(4, '0');
  switch (kind) {
    case 'lookalike': return [...'OlZEASbTBg'].map((ch) => hex(ch.charCodeAt(0)));   // letters shaped like the digits
    case 'private': return Array.from({ length: 10 }, (_, d) => hex(0xe000 + d));       // private-use code points
    case 'digits': return shuffle.map((d) => hex(0x30 + d));                             // other digits: reads as numbers
  }
}

interface LiePlan { kind: LieKind; table: string[]; fonts: Set<{ dictionary?: { id: number } }> }
const plans = new WeakMap<Content, LiePlan>();

/** Record, while drawing, which fonts lie and how (read back by `rewriteToUnicode`). */
export function planLie(content: Content, kind: LieKind, shuffle: readonly number[], fonts: Set<{ dictionary?: { id: number } }>): void {
  plans.set(content, { kind, table: lieTable(kind, shuffle), fonts });
}

/** A derangement of 0..9 (no digit maps to itself), drawn from `next`. */
export function derangement(next: () => number): number[] {
  for (;;) {
    const p = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    for (let i = 9; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [p[i], p[j]] = [p[j]!, p[i]!]; }
    if (p.every((d, i) => d !== i)) return p;
  }
}

/** Object numbers of the ToUnicode streams of the given font dictionaries. */
function toUnicodeRefs(text: string, fontIds: number[]): number[] {
  const out: number[] = [];
  for (const id of fontIds) {
    const at = text.search(new RegExp(`(^|\\n)${id} 0 obj\\b`));
    if (at < 0) throw new Error(`lie: font object ${id} not found`);
    const body = text.slice(at, text.indexOf('endobj', at));
    const m = /\/ToUnicode (\d+) 0 R/.exec(body);
    if (!m) throw new Error(`lie: font object ${id} has no ToUnicode`);
    out.push(Number(m[1]));
  }
  return out;
}

export function rewriteToUnicode(pdf: Uint8Array, content: Content): Uint8Array {
  const plan = plans.get(content);
  if (!plan) return pdf;
  const text = Buffer.from(pdf).toString('latin1');
  const ids = [...plan.fonts].map((f) => f.dictionary?.id).filter((x): x is number => typeof x === 'number');
  if (!ids.length) throw new Error('lie: no lying font was drawn');
  let out = text;
  for (const ref of toUnicodeRefs(text, ids)) {
    const at = out.search(new RegExp(`(^|\\n)${ref} 0 obj\\b`));
    const start = out.indexOf('stream', at), end = out.indexOf('endstream', start);
    const stream = out.slice(start, end);
    // Only the destination arrays of bfrange lines: the ranges' own source codes are glyph ids, not characters.
    const lied = stream.replace(/\[([^\]]*)\]/g, (_, arr: string) => `[${arr.replace(/<003([0-9])>/g, (_m, d: string) => `<${plan.table[Number(d)]}>`)}]`);
    if (lied.length !== stream.length) throw new Error('lie: rewrite changed the stream length');
    out = out.slice(0, start) + lied + out.slice(end);
  }
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
