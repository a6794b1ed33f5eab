// Trait C layouts, fonts that lie: the page shows the statement, but the text layer says something else. The PDF is
// drawn uncompressed and its standard fonts are given a /ToUnicode map afterwards (glyphs are drawn from the
// font's encoding, so the page looks right; text extraction and copy-paste follow the map):
// - lying_font_pua: every printable character maps to a private-use code point (U+F000 + code), as symbolic fonts
//   without a usable map give
// - lying_font_scrambled: letters (and in half the documents digits) are swapped through a valid map: the text reads
//   as plausible garbage (`Fhfjsj Mfsqs Dfq`), figures with the digits permuted in that half
// - lying_font_mixed: 2-3 statements each on its own pages, only some pages lie (fonts duplicated per page)
// Truth is what the page shows; `generator.traits` says which pages lie (`lying_page_2`).

import { Rng } from './prng.ts';
import type { Content } from './model.ts';
import { renderTable, TABLE_VARIANTS, WORDINGS, type LayoutDef, type RenderedStatement } from './layouts.ts';
import { randomStyle, type Doc } from './render.ts';
import { usTraitContent } from './trait-common.ts';

type Lie = 'pua' | 'scramble_letters' | 'scramble_all';
interface Plan { lie: Lie; seed: string; mixed: boolean }
const plans = new WeakMap<Content, Plan>();

/** Unicode of a WinAnsi code in 32..126 (ASCII) after the lie. */
function lieMap(lie: Lie, rng: Rng): Map<number, number> {
  const m = new Map<number, number>();
  const perm = (chars: string) => { const p = rng.shuffle([...chars]); return new Map([...chars].map((ch, i) => [ch, p[i]!])); };
  const letters = perm('abcdefghijklmnopqrstuvwxyz');
  const digits = lie === 'scramble_all' ? perm('0123456789') : null;
  for (let code = 33; code <= 126; code++) {
    const ch = String.fromCharCode(code);
    if (lie === 'pua') m.set(code, 0xf000 + code);
    else if (/[a-z]/.test(ch)) m.set(code, letters.get(ch)!.charCodeAt(0));
    else if (/[A-Z]/.test(ch)) m.set(code, letters.get(ch.toLowerCase())!.toUpperCase().charCodeAt(0));
    else if (digits && /[0-9]/.test(ch)) m.set(code, digits.get(ch)!.charCodeAt(0));
    else m.set(code, code);
  }
  m.set(32, 32);
  return m;
}

function cmap(map: Map<number, number>): string {
  const hex = (n: number, w: number) => n.toString(16).toUpperCase().padStart(w, '0');
  const entries = [...map.entries()].sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100);
    blocks.push(`${part.length} beginbfchar\n${part.map(([k, v]) => `<${hex(k, 2)}> <${hex(v, 4)}>`).join('\n')}\nendbfchar`);
  }
  return ['/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<00> <FF>', 'endcodespacerange', ...blocks, 'endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end'].join('\n');
}

/** The objects of an uncompressed pdfkit file, rewritten and written out again with a new xref table. */
function rewrite(pdf: Uint8Array, edit: (objs: Map<number, string>, add: (body: string) => number) => void): Uint8Array {
  const src = Buffer.from(pdf).toString('latin1');
  const objs = new Map<number, string>();
  for (const m of src.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj(?=\n)/g)) objs.set(Number(m[1]), m[2]!);
  const trailer = /trailer\n<<([\s\S]*?)>>\nstartxref/.exec(src);
  if (!trailer || objs.size === 0) throw new Error('not an uncompressed pdfkit file');
  let next = Math.max(...objs.keys()) + 1;
  edit(objs, (body) => { objs.set(next, body); return next++; });
  const size = Math.max(...objs.keys()) + 1;
  let out = '%PDF-1.3\n%\xff\xff\xff\xff\n';
  const offsets = new Map<number, number>();
  for (const id of [...objs.keys()].sort((a, b) => a - b)) {
    offsets.set(id, out.length);
    out += `${id} 0 obj\n${objs.get(id)}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let id = 1; id < size; id++) out += offsets.has(id) ? `${String(offsets.get(id)).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n';
  out += `trailer\n<<${trailer[1]!.replace(/\/Size \d+/, `/Size ${size}`)}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const stream = (s: string) => `<<\n/Length ${Buffer.byteLength(s, 'latin1')}\n>>\nstream\n${s}\nendstream`;

/** Give the document's standard fonts a lying /ToUnicode map, on every page or on the pages `lying` names. */
export function lieAboutText(pdf: Uint8Array, lie: Lie, rng: Rng, lying: ((page: number, pages: number) => boolean) | null): { pdf: Uint8Array; pages: number[] } {
  const pages: number[] = [];
  const out = rewrite(pdf, (objs, add) => {
    const cm = add(stream(cmap(lieMap(lie, rng))));
    const fonts = [...objs.entries()].filter(([, b]) => /\/Type \/Font\n/.test(b) && /\/Subtype \/Type1\n/.test(b)).map(([id]) => id);
    const catalog = [...objs.values()].find((b) => /\/Type \/Pages\n/.test(b))!;
    const kids = [.../\/Kids \[([^\]]*)\]/.exec(catalog)![1]!.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    if (!lying) {
      for (const f of fonts) objs.set(f, objs.get(f)!.replace(/\n>>$/, `\n/ToUnicode ${cm} 0 R\n>>`));
      kids.forEach((_, i) => pages.push(i + 1));
      return;
    }
    // Only some pages lie: they get copies of the fonts that carry the map; the other pages keep the honest ones.
    const copy = new Map(fonts.map((f) => [f, add(objs.get(f)!.replace(/\n>>$/, `\n/ToUnicode ${cm} 0 R\n>>`))]));
    kids.forEach((pageId, i) => {
      if (!lying(i + 1, kids.length)) return;
      pages.push(i + 1);
      const res = Number(/\/Resources (\d+) 0 R/.exec(objs.get(pageId)!)![1]);
      objs.set(res, objs.get(res)!.replace(/(\/F\d+ )(\d+)( 0 R)/g, (m, a: string, id: string, b: string) => (copy.has(Number(id)) ? `${a}${copy.get(Number(id))}${b}` : m)));
    });
  });
  return { pdf: out, pages };
}

function prepareLie(mixed: boolean, only?: Lie) {
  return (rng: Rng, c: Content) => {
    const lie: Lie = only ?? rng.pick(['pua', 'scramble_letters', 'scramble_all'] as const);
    plans.set(c, { lie, seed: rng.alnum(12), mixed });
    c.traits = [`lying_${lie}`, ...(mixed ? ['lying_some_pages'] : ['lying_every_page'])];
  };
}

function renderPlain(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const variant = rng.pick(['credits_debits_running', 'signed_minus', 'check_column_daily_balance', 'signed_trailing'] as const);
  const wording = rng.pick(WORDINGS);
  return c.statements.map((s, i) => {
    if (i > 0) { d.onNewPage = null; d.newPage(); }
    return renderTable(rng, d, c, s, TABLE_VARIANTS[variant]!(rng), { wording });
  });
}

function postLie(pdf: Uint8Array, c: Content): Uint8Array {
  const plan = plans.get(c)!;
  const rng = new Rng(plan.seed);
  let pick: ((p: number, n: number) => boolean) | null = null;
  if (plan.mixed) {
    // at least one page lies and at least one does not
    const first = rng.chance(0.5);
    const coin = new Map<number, boolean>();
    pick = (p, n) => {
      if (!coin.has(p)) coin.set(p, p === 1 ? first : p === n ? !first : rng.chance(0.5));
      return coin.get(p)!;
    };
  }
  const r = lieAboutText(pdf, plan.lie, rng, pick);
  c.traits!.push(...r.pages.map((p) => `lying_page_${p}`));
  return r.pdf;
}

const lyingStyle = (rng: Rng) => ({ ...randomStyle(rng), uncompressed: true });

export const TRAIT_LYING_LAYOUTS: readonly LayoutDef[] = [
  { name: 'lying_font_pua', description: 'running-balance statement whose fonts map every printable glyph to a private-use code point: the page looks right, the text layer is U+F0xx',
    content: usTraitContent(), style: lyingStyle, prepare: prepareLie(false, 'pua'), render: renderPlain, postprocess: postLie },
  { name: 'lying_font_scrambled', description: 'statement whose fonts carry a valid ToUnicode map that swaps letters (half the time digits too): the page looks right, copy-paste gives garbage',
    content: usTraitContent(), style: lyingStyle, prepare: (rng, c) => prepareLie(false, rng.pick(['scramble_letters', 'scramble_all'] as const))(rng, c), render: renderPlain, postprocess: postLie },
  { name: 'lying_font_mixed', description: '2-3 monthly statements each on its own pages; only some pages have fonts that lie (private-use or scrambled), the others are honest',
    content: (rng) => ({ ...usTraitContent()(rng), months: rng.int(2, 3), periodKind: 'calendar' }), style: lyingStyle, prepare: prepareLie(true), render: renderPlain, postprocess: postLie },
];
