// The shape of an independent68 layout, and the owners' page most layouts build from their own wording.
import { ownerRows, signature, yesNo } from './common.ts';
import type { Mark } from './ink.ts';
import type { Merchant } from './merchant.ts';
import type { Cell, Look, Sheet } from './sheet.ts';

export interface Caps { maxOwners: number; lastFirst: boolean; payment: boolean; numPayments: boolean; credit: boolean }
export interface Layout {
  name: string; broker: string; look: Look; typedFont: string; marks: Mark[]; grid: number[]; variant: number; caps: Caps;
  /** Merchant states with weights: mostly the broker's own. */
  states: [string, number][];
  page1(sh: Sheet, m: Merchant): void;
  page2(sh: Sheet, m: Merchant): void;
}

export interface OwnersWords {
  title: string; heading: (k: number) => string; relabel?: Record<string, string>; questions: [string, 'citizen' | 'home' | 'bk'][];
  signer: string; qWidth?: number;
}

/** Owners 1..max with their cells (relabelled to the layout's wording) and their own Yes/No questions (not fields). */
export function ownersBlock(sh: Sheet, m: Merchant, caps: Caps, w: OwnersWords): void {
  sh.section(w.title);
  for (let k = 0; k < caps.maxOwners; k++) {
    const o = m.owners[k];
    sh.labelText(w.heading(k), sh.left, sh.y, { bold: true, size: sh.look.label + 1.5 });
    sh.gap(sh.look.label + 5);
    for (const row of ownerRows(o, k, caps.credit)) sh.fields(row.map((c): Cell => ({ ...c, label: w.relabel?.[c.label] ?? c.label })));
    for (const [q, key] of w.questions) {
      const v = key === 'citizen' ? (o?.citizen ?? null) : key === 'home' ? (o?.ownsHome ?? null) : o ? false : null;
      const opts = yesNo(v ?? false, `owner${k + 1}_${key}`);
      if (v === null) opts.forEach((x) => { x.on = false; });
      sh.options(q, opts, 0, w.qWidth ?? 0);
    }
    sh.gap(3);
  }
}

export function signatures(sh: Sheet, m: Merchant, w: OwnersWords, n: number): void {
  for (let k = 0; k < n; k++) signature(sh, `${w.signer} ${k + 1}`, m.owners[k], m.signed);
}
