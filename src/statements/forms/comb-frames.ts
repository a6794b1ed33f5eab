// Values written one character to a box of a comb frame (issue 36): a bank's or a tax office's form draws a long box
// with ticks or sides at an even pitch, and the filler writes a character in each cell, leaving a cell empty between
// words ("S I L V E R _ O A K"). The page's text holds the characters one by one (or a word tracked out to the pitch),
// parted wider than any word's letters. A person reads the frame's cells left to right as one value, an empty cell
// between two filled ones a space; frames side by side with a separator printed between them ("[85],[000].[00]",
// "[123]-[45]-[6789]") as one value with its separators.
import type { PageForm, PageText, Rect, TextItem } from '../types.ts';

/** A comb frame: its box and the x of each cell's edges, left to right (cells = edges.length - 1). */
export interface CombFrame extends Rect { edges: number[] }

const CELL_MIN = 5, CELL_MAX = 30;

/** The cell edges along [x0, x1] from the uprights given, merged where a point or two apart; null unless they part
 *  the span into two cells or more of one width (within a third), a character's. */
function evenCells(x0: number, x1: number, inner: number[]): number[] | null {
  const xs = [x0, ...inner.filter((x) => x > x0 + 2 && x < x1 - 2).sort((a, b) => a - b), x1].filter((x, i, all) => i === 0 || x - all[i - 1]! > 2);
  if (xs.length < 3) return null;
  const widths = xs.slice(1).map((x, i) => x - xs[i]!);
  const mid = [...widths].sort((a, b) => a - b)[widths.length >> 1]!;
  if (mid < CELL_MIN || mid > CELL_MAX) return null;
  return widths.every((w) => Math.abs(w - mid) <= mid / 3) ? xs : null;
}

/** The page's comb frames: a box a line high parted by uprights inside it (ticks rising from its bottom, or sides
 *  the box's height) at one pitch; or a row of small boxes side by side, each a character wide. */
export function combFrames(form: PageForm | undefined): CombFrame[] {
  if (!form) return [];
  const out: CombFrame[] = [];
  const uprights = (form.vrules ?? []).map((r) => ({ x: (r.x0 + r.x1) / 2, y0: r.y0, y1: r.y1 }));
  const small = form.boxes.filter((b) => b.x1 - b.x0 >= CELL_MIN && b.x1 - b.x0 <= CELL_MAX && b.y1 - b.y0 >= 7 && b.y1 - b.y0 <= 30);
  for (const b of form.boxes) {
    const h = b.y1 - b.y0;
    if (h < 7 || h > 30 || b.x1 - b.x0 < 2 * CELL_MIN) continue;
    // (An upright within the box's height, at least a third of it: a tick from the bottom line marks a cell too.)
    const inner = [
      ...uprights.filter((u) => u.y0 >= b.y0 - 1.5 && u.y1 <= b.y1 + 1.5 && u.y1 - u.y0 >= h / 3),
      ...small.filter((s) => s !== b && s.y0 >= b.y0 - 1.5 && s.y1 <= b.y1 + 1.5).flatMap((s) => [{ x: s.x0 }, { x: s.x1 }]),
    ].map((u) => u.x);
    const edges = evenCells(b.x0, b.x1, inner);
    if (edges) out.push({ ...b, edges });
  }
  // Small boxes in a row, each a cell: those not inside a frame found above.
  const loose = small.filter((s) => !out.some((f) => s.x0 >= f.x0 - 1 && s.x1 <= f.x1 + 1 && s.y0 >= f.y0 - 1.5 && s.y1 <= f.y1 + 1.5))
    .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const used = new Set<Rect>();
  for (const s of loose) {
    if (used.has(s)) continue;
    const row = [s];
    for (;;) {
      const last = row[row.length - 1]!;
      const next = loose.find((t) => !used.has(t) && !row.includes(t) && Math.abs(t.y0 - last.y0) < 1.5 && Math.abs(t.y1 - last.y1) < 1.5 && t.x0 - last.x1 > -1.5 && t.x0 - last.x1 < 1.5);
      if (!next) break;
      row.push(next);
    }
    if (row.length < 2) continue;
    const edges = evenCells(row[0]!.x0, row[row.length - 1]!.x1, row.slice(1).map((r) => r.x0));
    if (!edges) continue;
    row.forEach((r) => used.add(r));
    out.push({ x0: row[0]!.x0, x1: row[row.length - 1]!.x1, y0: Math.min(...row.map((r) => r.y0)), y1: Math.max(...row.map((r) => r.y1)), edges });
  }
  return out;
}

interface Char { c: string; cell: number; item: TextItem }
/** A frame's value: its characters (written on the page) or a fillable field's text; `full` when every box holds one. */
interface Filled { f: CombFrame; text: string; full: boolean; chars: Char[] }

/** The characters of the items written in frame `f`, each with its cell; null when any item holds two characters in
 *  one cell (words typed into the box at their own spacing, or a label printed in it: not a comb's filling). */
function charsIn(f: CombFrame, items: TextItem[]): Char[] | null {
  const out: Char[] = [];
  for (const it of items) {
    const chars = [...it.str];
    const step = it.w / Math.max(chars.length, 1);
    const seen = new Set<number>();
    for (let i = 0; i < chars.length; i++) {
      if (!chars[i]!.trim()) continue;
      const mid = it.x + step * (i + 0.5);
      const cell = f.edges.findIndex((e, k) => k < f.edges.length - 1 && mid >= e && mid < f.edges[k + 1]!);
      if (cell < 0 || seen.has(cell)) return null;
      seen.add(cell);
      out.push({ c: chars[i]!, cell, item: it });
    }
  }
  return out.sort((a, b) => a.cell - b.cell);
}

/** An item written in the frame: its middle inside the box, its baseline in the box's lower part or just under it. */
const within = (it: TextItem, f: CombFrame) => it.x + it.w / 2 > f.x0 && it.x + it.w / 2 < f.x1 && it.y > f.y0 + (f.y1 - f.y0) * 0.4 && it.y - it.h * 0.6 < f.y1;

/** The page's items with each comb frame's characters read as one item, frames joined by a printed separator as one. */
export function combed(items: TextItem[], frames: CombFrame[], spans: Rect[] = []): TextItem[] {
  if (!frames.length) return items;
  const gone = new Set<TextItem>();
  const filled: Filled[] = [];
  // (A frame found for a part of a comb only, its other boxes drawn in another way: a character written a box
  // before or after it, in no frame, goes on with it. Such a comb is left to the characters' own reading: combs.ts.)
  const framed = (it: TextItem) => frames.some((f) => within(it, f));
  // (A letter or a digit: a sign printed after the frame, "[60] %", is the frame's unit, no box of it.)
  const loose = items.filter((it) => /^[\p{L}\d]$/u.test(it.str.trim()) && !framed(it));
  // (In the very next box: its middle a box's half from the frame's end. A middle initial's own box a little apart
  // is another value.)
  const partOnly = (f: CombFrame, pitch: number) => loose.some((it) => it.y > f.y0 && it.y - it.h < f.y1
    && [f.x0 - pitch / 2, f.x1 + pitch / 2].some((mid) => Math.abs(it.x + it.w / 2 - mid) < pitch * 0.25));
  for (const f of frames) {
    const held = items.filter((it) => !gone.has(it) && within(it, f));
    if (!held.length || partOnly(f, (f.x1 - f.x0) / (f.edges.length - 1))) continue;
    const chars = charsIn(f, held);
    if (!chars?.length) continue;
    let text = '';
    chars.forEach((ch, i) => { text += (i > 0 && ch.cell - chars[i - 1]!.cell > 1 ? ' ' : '') + ch.c; });
    held.forEach((it) => gone.add(it));
    filled.push({ f, text, chars, full: !text.includes(' ') && chars.length === f.edges.length - 1 });
  }
  if (!filled.length) return items;
  const groups = grouped(filled, items, gone);
  // (`spans`: where each value's frames are, so that their own sides part none of its words.)
  for (const g of groups) spans.push(spanOf(g));
  return [...items.filter((it) => !gone.has(it)), ...groups.map((g) => itemOf(g.parts.flatMap((p) => p.chars), g.text, g.parts[0]!.f.x0))];
}

const spanOf = (g: Group): Rect => ({ x0: g.parts[0]!.f.x0, x1: g.parts[g.parts.length - 1]!.f.x1, y0: Math.min(...g.parts.map((p) => p.f.y0)), y1: Math.max(...g.parts.map((p) => p.f.y1)) });

/** A fillable form's comb fields, each a group of boxes ("[435] [009] [113]", "[5899].[10]", a date's three):
 *  joined into one field as the page's characters are, by the same rules. `gone`: the separators and signs printed
 *  between and before them, read into the joined values. */
export function combedFields(form: PageForm | undefined, frames: CombFrame[], items: TextItem[], gone: Set<TextItem>): PageForm | undefined {
  if (!form || !frames.length) return form;
  const byFrame = new Map<Filled, PageForm['fields'][number]>();
  for (const fd of form.fields) {
    const text = fd.value.trim();
    if (fd.checked !== null || !text) continue;
    const f = frames.find((x) => fd.rect.x0 >= x.x0 - 3 && fd.rect.x1 <= x.x1 + 3 && fd.rect.x1 - fd.rect.x0 > 0.7 * (x.x1 - x.x0) && Math.abs(fd.rect.y0 + fd.rect.y1 - x.y0 - x.y1) < 8);
    if (f) byFrame.set({ f, text, chars: [], full: !/\s/.test(text) && text.length === f.edges.length - 1 }, fd);
  }
  if (byFrame.size < 2) return form;
  const joined = grouped([...byFrame.keys()], items, gone).filter((g) => g.parts.length > 1);
  if (!joined.length) return form;
  const drop = new Set(joined.flatMap((g) => g.parts.map((p) => byFrame.get(p)!)));
  // (The joined field's label is the page's: each part's own tooltip names a part only, "Month", "SIN (first 3)".)
  const rectOf = (g: Group): Rect => { const rs = g.parts.map((p) => byFrame.get(p)!.rect); return { x0: Math.min(...rs.map((r) => r.x0)), x1: Math.max(...rs.map((r) => r.x1)), y0: Math.min(...rs.map((r) => r.y0)), y1: Math.max(...rs.map((r) => r.y1)) }; };
  const merged = joined.map((g) => ({ ...byFrame.get(g.parts[0]!)!, name: '', label: null, value: g.text, rect: rectOf(g) }));
  return { ...form, fields: [...form.fields.filter((fd) => !drop.has(fd)), ...merged] };
}

/** Frames on one line read as one value. */
function grouped(filled: Filled[], items: TextItem[], gone: Set<TextItem>): Group[] {
  // Frames on one line read as one value: first those with a separator printed between them ("[390]-[94]-[1233]",
  // "[85],[000].[00]"), then a date's three frames, then groups of boxes each filled to its last ("[435] [009] [113]").
  // (In that order: an SSN's last group and a birth date's first two frames after it would pass for a date.)
  // (Left to right along a line whose frames' tops a scan puts a fraction of a point apart: the right one first, it
  // was read alone and then again as the left one's next.)
  const line = (a: Filled, b: Filled) => Math.abs(a.f.y0 + a.f.y1 - b.f.y0 - b.f.y1) < 4;
  let groups: Group[] = filled.sort((a, b) => (line(a, b) ? a.f.x0 - b.f.x0 : a.f.y0 - b.f.y0)).map((g) => ({ parts: [g], text: g.text }));
  groups = chain(groups, (a, b) => {
    const sep = items.find((it) => !gone.has(it) && /^[-.,/–]$/.test(it.str.trim()) && it.x >= a.x1 - 1 && it.x + it.w <= b.x0 + 1 && it.y > a.y0 && it.y - it.h < a.y1);
    if (sep) gone.add(sep);
    return sep ? sep.str.trim().replace('–', '-') : null;
  });
  groups = dates(groups, items, gone);
  const whole = (g: Group) => g.parts.length === 1 && g.parts[0]!.full;
  // (Set closer than a box apart, and the next group with no caption of its own over it: two fields' combs side by
  // side, "[314901950]  [19741004]" under "Social Insurance Number" and "Birth date", are two values.)
  // (Over it or under it. And each a group of a number, four characters at most, or a BN's program account after its
  // nine digits: an SSN's comb and a birth date's are two values however close.)
  const captioned = (f: CombFrame) => items.some((it) => !gone.has(it) && Math.abs(it.x - f.x0) < 4 && /\p{L}{2}/u.test(it.str)
    && ((it.y <= f.y0 + 1 && f.y0 - it.y < 14) || (it.y - it.h >= f.y1 - 2 && it.y - it.h - f.y1 < 8)));
  const parts = (a: string, b: string) => (a.length <= 4 && b.length <= 4) || (/^\d{9}$/.test(a) && /^[A-Z]{2}$/.test(b));
  groups = chain(groups, (a, b, ga, gb) => (whole(ga) && whole(gb) && parts(ga.parts[ga.parts.length - 1]!.text, gb.text) && b.x0 - a.x1 < 0.8 * (a.x1 - a.x0) / (a.edges.length - 1) && !captioned(b) ? ' ' : null));
  // (A currency sign printed just before an amount's frames is the amount's: "$ [   60000].[00]". The value's place
  // stays its frames', where a caption under it starts.)
  for (const g of groups) {
    const f = g.parts[0]!.f, pitch = (f.x1 - f.x0) / (f.edges.length - 1);
    const sign = /^\d[\d,.]*$/.test(g.text) ? items.find((it) => !gone.has(it) && /^[$€£]$/.test(it.str.trim()) && it.x + it.w <= f.x0 + 1 && it.x + it.w > f.x0 - pitch * 1.5 && it.y > f.y0 && it.y - it.h < f.y1) : undefined;
    if (!sign) continue;
    gone.add(sign);
    g.text = sign.str.trim() + g.text;
  }
  return groups;
}

interface Group { parts: Filled[]; text: string }

/** Groups joined left to right where the next starts on the same line within a box and a half of the last one's end
 *  and `link` gives what is printed between them. */
function chain(groups: Group[], link: (a: CombFrame, b: CombFrame, ga: Group, gb: Group) => string | null): Group[] {
  const out: Group[] = [];
  const used = new Set<Group>();
  for (const g of groups) {
    if (used.has(g)) continue;
    const cur: Group = { parts: [...g.parts], text: g.text };
    let tail = g;
    for (;;) {
      const last = cur.parts[cur.parts.length - 1]!.f;
      const pitch = (last.x1 - last.x0) / (last.edges.length - 1);
      const next = groups.find((h) => h !== g && !used.has(h) && Math.abs(h.parts[0]!.f.y0 + h.parts[0]!.f.y1 - last.y0 - last.y1) < 4
        && h.parts[0]!.f.x0 > last.x1 - 1 && h.parts[0]!.f.x0 - last.x1 < pitch * 1.6);
      const joiner = next ? link(last, next.parts[0]!.f, tail, next) : null;
      if (!next || joiner === null) break;
      used.add(next);
      cur.parts.push(...next.parts);
      cur.text += joiner + next.text;
      tail = next;
    }
    out.push(cur);
  }
  return out;
}

/** One item for characters read as one value, starting where its first frame starts: an amount written to the right
 *  of its frame is still the figure after the "$" printed before the frame. */
function itemOf(chars: Char[], text: string, x0: number): TextItem {
  const first = chars[0]!.item, last = chars[chars.length - 1]!.item;
  // (Only where its first box is empty: a value written from its first box starts where its first character does.)
  const x = chars[0]!.cell > 0 ? Math.min(first.x, x0 + 1) : first.x;
  // (On its characters' middle line, at their middle size: a hand's characters sit a little up or down in their
  // boxes, one taller than the rest.)
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  const h = mid(chars.map((c) => c.item.h)), y = mid(chars.map((c) => c.item.y));
  // (Each character's own slant is a hand's wobble in its box, not the value's line.)
  const { slope: _slope, ...upright } = first;
  return { ...upright, str: text, x, w: Math.max(last.x + last.w - x, 1), y, h };
}

const PART: [RegExp, 'm' | 'd' | 'y'][] = [[/^(?:MM|MOIS|MES|MONTH)$/, 'm'], [/^(?:DD|JJ|DAY|JOUR|D[IÍ]A)$/, 'd'], [/^(?:YY|YYYY|AAAA|AA|YEAR|ANN[EÉ]E|AÑO)$/, 'y']];

/** A date in three frames side by side with nothing printed between them ("[06] [26] [2008]"), two digits, two and
 *  four (or four, two, two), set closer than a box apart: one ISO date where the parts' names are printed under the
 *  frames ("Month Day Year", "JJ/DD MM AAAA/YYYY"), else the three joined by slashes for the form's own date order. */
function dates(groups: Group[], items: TextItem[], gone: Set<TextItem>): Group[] {
  const out: Group[] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups.slice(i, i + 3).map((x) => x.parts[0]!);
    const single = groups.slice(i, i + 3).every((x) => x.parts.length === 1);
    const line = g.length === 3 && g.every((x) => Math.abs(x.f.y0 + x.f.y1 - g[0]!.f.y0 - g[0]!.f.y1) < 4);
    const lens = g.map((x) => x.text.length).join(',');
    const full = g.every((x) => /^\d+$/.test(x.text) && x.full);
    const close = g.every((x, k) => k === 0 || (x.f.x0 > g[k - 1]!.f.x1 - 1 && x.f.x0 - g[k - 1]!.f.x1 < (x.f.x1 - x.f.x0) / (x.f.edges.length - 1)));
    if (!single || !line || !full || !close || !['2,2,4', '4,2,2'].includes(lens)) { out.push(groups[i]!); continue; }
    const parts = g.map((x) => {
      const mid = (x.f.x0 + x.f.x1) / 2;
      const cap = items.filter((it) => !gone.has(it) && it.y - it.h >= x.f.y1 - 2 && it.y - it.h - x.f.y1 < 10 && Math.abs(it.x + it.w / 2 - mid) < (x.f.x1 - x.f.x0) / 2 + 4)
        .sort((a, b) => a.y - b.y)[0]?.str.trim().toUpperCase() ?? '';
      // (A bilingual caption names a part in each language: "JJ/DD", "AAAA/YYYY".)
      const names = cap.split(/\s*\/\s*/);
      return PART.find(([re]) => names.some((n) => re.test(n)))?.[1] ?? null;
    });
    const named = parts.every((p) => p) && new Set(parts).size === 3;
    const v = (c: 'm' | 'd' | 'y') => g[parts.indexOf(c)]!.text;
    const text = named ? `${v('y')}-${v('m')}-${v('d')}` : lens === '4,2,2' ? g.map((x) => x.text).join('-') : g.map((x) => x.text).join('/');
    out.push({ parts: g, text });
    i += 2;
  }
  return out;
}

/** A page's items with its comb frames read (`combed`, `combedFields`): the page (its comb fields joined), its level
 *  items and its tilted ones, and whether an upright side is one of a joined value's own frames' (it parts none of
 *  its words). */
export function combedPage(page: PageText, items: TextItem[]): { page: PageText; level: TextItem[]; tilted: TextItem[]; ownSide: (e: { x: number; y0: number; y1: number }) => boolean } {
  const tilted = page.form?.tilted ?? [], spans: Rect[] = [], frames = combFrames(page.form), signs = new Set<TextItem>();
  let framed = combed([...items, ...tilted], frames, spans);
  if (page.form?.fields.length) page = { ...page, form: combedFields(page.form, frames, framed, signs) };
  if (signs.size) framed = framed.filter((it) => !signs.has(it));
  const ownSide = (e: { x: number; y0: number; y1: number }) => spans.some((s) => e.x > s.x0 + 1 && e.x < s.x1 - 1 && e.y0 >= s.y0 - 2 && e.y1 <= s.y1 + 2);
  return { page, level: framed.filter((it) => !tilted.includes(it)), tilted: framed.filter((it) => tilted.includes(it)), ownSide };
}
