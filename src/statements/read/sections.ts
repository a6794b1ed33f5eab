// Lines -> sections of records: each line is tokenized once, classified once (lines.ts), and the decision applied by
// `step` to one explicit reading state. Every decision is kept in the trace with its reason (`mca parse --explain=lines`).
import type { Line } from '../layout/layout.ts';
import type { LineClass, LineTrace } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import { withoutSidebar } from './sidebar.ts';
import { withoutRowNumbers } from './rownumbers.ts';
import type { LineAmounts } from './amounts.ts';
import { amountStyle, leadColumns } from './amounts.ts';
import { COLUMN_WORDS, tokenize, titleDirection, type LineTokens } from './tokens.ts';
import { classify, titleKey, type Context, type Decision, type ReadState } from './lines.ts';
import { layoutTraits } from './traits.ts';
import { PENDING, balanceToken, describedAbove, newRecord, setBalance, type Section, type TxRecord } from './records.ts';
import { CELLS_LEFT_OUT, beforeClassify } from './before.ts';

export interface GroupOptions {
  settings: ParseSettings;
  /** The document's money tokens, found once per line (amounts.ts). */
  amounts: LineAmounts;
  /** The statement period printed nearest above line i (null when none): an opening balance under a different period
   *  starts a new statement even when it equals the running balance (consecutive statements of one account chain too). */
  periodAt?: (i: number) => string | null;
  /** The document's date order (date-order.ts), for the dates of balance lines. */
  dayFirst?: boolean | null;
  /** Filled with each line's class and why. */
  trace?: LineTrace[];
}

/** `toks`: each line's tokens (null: page furniture), for the figures printed around the lists (figures.ts). */
export interface Grouped { sections: Section[]; datedMoneyLines: number; toks: (LineTokens | null)[] }

const emptySection = (start: number): Section => ({ opening: null, closing: null, records: [], start, end: start, headers: [] });

/** Forgets the records a next line could attach to. */
function release(s: ReadState): void { s.last = null; s.pending = null; s.above = []; }

function close(s: ReadState, i: number): void {
  s.cur.end = i;
  s.lastDated = null;
  s.sections.push(s.cur);
  s.cur = emptySection(i);
}

/** A new record from a dated line (or a grid part), under the current title and table kind. */
function record(s: ReadState, t: LineTokens): TxRecord {
  // Under a title a record is read only where the balances said the list goes on (lines.ts listGoesOn): it ends the skip.
  s.skipping = false;
  const r = newRecord(t);
  r.titleHint = s.hint; r.kind = s.kind;
  r.header = s.table; r.list = `${s.list}|${s.table ? s.table.text.map((x) => x.text).join(' ') : ''}`;
  return r;
}

function wrap(r: TxRecord, t: LineTokens, withDates: boolean, i: number): void {
  const words = withDates ? [...t.dates.map((d) => ({ text: d.text, x0: d.x0, x1: d.x1 })), ...t.text].sort((a, b) => a.x0 - b.x0) : t.text;
  r.text.push(words); r.lines.push(i); r.y = t.line.y;
}

/** A line whose figures are words of a description: its money back into its text, in reading order. */
const withFigures = (t: LineTokens): LineTokens => ({ ...t, text: [...t.text, ...t.money.map((m) => ({ text: m.text, x0: m.x0, x1: m.x1 }))].sort((a, b) => a.x0 - b.x0) });

function keepAbove(s: ReadState, t: LineTokens, c: Context): void {
  if (!c.traits.amountLast) s.last = null;
  const prev = s.above[s.above.length - 1];
  // The run of lines one right under the other goes on (nextItemOfDay reads where it started).
  const goesOn = prev && prev.line.page === t.line.page && t.line.y - prev.line.y <= c.settings.records.continuationGap * prev.line.h;
  s.aboveRun = goesOn && s.aboveRun ? { top: s.aboveRun.top, n: s.aboveRun.n + 1 } : { top: t, n: 1 };
  s.above = prev && prev.line.page === t.line.page ? [...s.above, t].slice(-2) : [t];
}

/**
 * The rules that decide an earlier line's class at a later line, the only decisions made after a line was classified:
 * text read as "may describe the record below" becomes that record's description once the record comes; the upper
 * line of a column header printed over two lines, read as a wrapped line of the row above, becomes the header's once
 * the header comes. `step` names the rule and the line; groupSections records it in the trace with the first reading.
 */
export const REVISIONS = {
  textAbove: { class: 'above', why: 'text right above a record that prints none of its own' },
  headerUpper: { class: 'header', why: 'the upper line of a column header printed over two lines' },
} as const satisfies Record<string, { class: LineClass; why: string }>;
export type Revise = (line: number, rule: keyof typeof REVISIONS) => void;

/** Text lines above a record that became its description. */
function takeAbove(r: TxRecord, desc: LineTokens[], revise: Revise, prepend: boolean): void {
  if (!desc.length) return;
  r.text = desc.map((a) => a.text).concat(prepend ? r.text : []);
  r.lines.unshift(...desc.map((a) => a.index));
  for (const a of desc) revise(a.index, 'textAbove');
}

/** A new list's opening: the title, a skip and a table kind above it belong to the list before. */
function openList(s: ReadState, t: LineTokens): void {
  setBalance(s.cur, t, 'opening'); s.hint = null; s.skipping = false; s.kind = null;
}

/** "Previous balance ... New balance" printed on one line: the closing is there too. */
const closesToo = (t: LineTokens) => t.money.length > 1 && /\b(closing|ending|new)\b/i.test(t.text.map((x) => x.text).join(' '));

function balance(s: ReadState, t: LineTokens, d: Decision, i: number): void {
  if (d.act === 'new_list') { close(s, i); openList(s, t); }
  else if (d.act === 'carry_open') setBalance(s.cur, t, 'opening');
  else if (d.act === 'close') setBalance(s.cur, t, 'closing');
  else if (d.act === 'open' || d.act === 'repeat_open') {
    if (d.act === 'open' && (s.cur.records.length || s.cur.closing !== null || s.cur.opening !== null)) close(s, i);
    openList(s, t);
  }
  if ((d.act === 'open' || d.act === 'repeat_open' || d.act === 'continue_list') && closesToo(t)) setBalance(s.cur, t, 'closing');
  release(s);
}

/** A balance between rows: a link of the chain. Carried over a page break, the day of the row before it goes on (as after a repeated header). */
function checkpoint(s: ReadState, t: LineTokens): void {
  const prev = s.cur.records.findLast((x) => !x.checkpoint && x.dates.length);
  const r = newRecord(t); r.checkpoint = true; r.dates = []; if (t.carry) r.carried = true; r.money = r.money.map((m) => balanceToken(t, m)); s.cur.records.push(r); release(s);
  if (prev) s.headerAfter = prev;
}

/**
 * A column header under another statement period than the one the list's rows were printed under (the next month's
 * statement in the same file, its summary box and no balance line): the list ends there and a new one starts.
 */
function newPeriod(s: ReadState, t: LineTokens, c: Context): boolean {
  const first = s.cur.records.find((r) => !r.checkpoint);
  if (!first) return false;
  const was = c.periodAt(first.lines[0]!), now = c.periodAt(t.index);
  return was !== null && now !== null && was !== now;
}

/**
 * A dated row that says in a cell of its own that it is not posted yet ("Pending" in a Status column, or where its
 * balance would stand): shown apart, never counted. The description is another cell (a payee named "Pending" is text).
 */
const statusPending = (t: LineTokens) => t.text.length >= 2 && t.text.slice(1).some((x) => PENDING.test(x.text));

/** Applies one line's decision to the reading state. */
export function step(s: ReadState, t: LineTokens, d: Decision, c: Context, revise: Revise): void {
  const i = t.index;
  switch (d.act) {
    case 'none': return;
    case 'reset': release(s); return;
    case 'header': {
      if (newPeriod(s, t, c)) { close(s, i); release(s); }
      headerAbove(s.last, t, c, revise);
      const prev = s.cur.records[s.cur.records.length - 1];
      if (prev && prev.page < t.line.page) s.headerAfter = prev;
      s.cur.headers.push(t); release(s); s.table = t;
      if (d.check) s.kind = { section: 'check', word: d.check };
      if (d.postings) s.skipping = false;
      if (d.balances) s.skipping = true;
      return;
    }
    case 'title':
      s.titles.add(titleKey(d.title)); s.lastDated = null; s.list = titleKey(d.title); s.table = null;
      s.hint = titleDirection(d.title); s.skipping = false; release(s);
      s.kind = /\b(checks?|cheques?)\b/i.test(d.title) && s.hint === 'debit' ? { section: 'check', word: /CHECK|CHEQUE/.test(d.title) ? 'CHECK' : 'Check' }
        : /\b(fees?|service\s+charges?)\b/i.test(d.title) && s.hint === 'debit' ? { section: 'fee' } : null;
      return;
    case 'skip': s.skipping = true; release(s); return;
    case 'wrap': wrap((d.to === 'last' ? s.last : d.to === 'pending' ? s.pending : s.carry!.rec)!, d.labelled ? { ...t, text: t.text.slice(1) } : d.quoted ? withFigures(t) : t, d.withDates, i); return;
    case 'above': keepAbove(s, t, c); return;
    case 'checkpoint': checkpoint(s, t); return;
    case 'pending_row': { const r = newRecord(t); r.pending = true; r.dates = []; s.cur.records.push(r); release(s); return; }
    case 'grid':
      for (const p of d.parts) { const r = record(s, p); r.fromGrid = true; r.kind = s.kind ?? { section: 'check', word: 'Check' }; s.cur.records.push(r); }
      release(s); return;
    case 'row_new_list':
    case 'row': {
      if (d.act === 'row_new_list') close(s, i);
      const r = record(s, t);
      if (statusPending(t)) r.pending = true;
      takeAbove(r, describedAbove(t, s.above, c.settings), revise, true);
      s.cur.records.push(r); s.last = r; s.pending = null; s.above = []; s.headerAfter = null; s.lastDated = r;
      return;
    }
    case 'join': {
      const p = s.pending!;
      p.money.push(...t.money); p.text.push(t.text); p.lines.push(i); p.y = t.line.y; p.font = t.money[0]!.cell.font; p.joined = true;
      // A dated record: the day carried over the page break (headerAfter) has ended, as after a dated row.
      s.cur.records.push(p); s.last = p; s.pending = null; s.above = []; s.lastDated = p; s.headerAfter = null;
      return;
    }
    case 'inherit': {
      const r = record(s, t);
      r.dates = (s.last ?? s.headerAfter ?? s.lastDated ?? s.cur.records[s.cur.records.length - 1])!.dates; r.inherited = true;
      const S = c.settings.records;
      const desc = c.traits.amountLast || (d.act === 'inherit' && d.above) ? s.above.filter((a) => a.line.page === t.line.page && t.line.y - a.line.y <= S.joinGap * t.line.h) : describedAbove(t, s.above, c.settings);
      takeAbove(r, desc, revise, c.traits.amountLast || (d.act === 'inherit' && Boolean(d.above)));
      s.cur.records.push(r); s.last = r; s.above = [];
      return;
    }
    case 'stray': s.above = []; return;
    case 'row_start': s.pending = record(s, t); s.last = null; s.above = []; return;
    default: balance(s, t, d, i);
  }
}

/**
 * A header printed over two lines ("Running" over "balance"): the upper line, read as a wrapped line of the row above
 * until the header came, is the header's. Its words each stand over a word of the header, right above it, right of
 * where the row's description starts.
 */
function headerAbove(r: TxRecord | null, t: LineTokens, c: Context, revise: Revise): void {
  const i = r?.lines[r.lines.length - 1];
  const words = r?.text[r.text.length - 1];
  if (!r || i === undefined || i !== t.index - 1 || r.lines.length < 2 || !words?.length) return;
  // Each word over a header word: over several of them, or over one right of where the row's description starts (a
  // description's own wrapped line stands under the description's header word).
  const pad = c.settings.records.indentPad;
  const under = words.map((w) => t.text.findIndex((h) => w.x0 < h.x1 + pad && w.x1 > h.x0 - pad));
  const right = words.every((w, k) => w.x0 > r.descX + pad && t.text[under[k]!] !== undefined && t.text[under[k]!]!.x0 > r.descX + pad);
  // ... or words that name a column ("Check" over "Number"): a description's wrapped words are rarely only those.
  const columnWords = words.every((w) => w.text.split(/\s+/).every((x) => COLUMN_WORDS.test(x)));
  if (under.some((k) => k < 0) || (new Set(under).size < 2 && !right && !columnWords)) return;
  if (r.page !== t.line.page || t.line.y <= r.y || t.line.y - r.y > c.settings.records.continuationGap * t.line.h) return;
  r.text.pop(); r.lines.pop();
  revise(i, 'headerUpper');
}

/**
 * A text line right above a column header whose every word stands over a header word is the header's upper line
 * ("Value" over "Date", "Ref No./Cheque" over "No."): kept with the section so a column is named by both lines.
 */
function headerTop(cur: Section, top: LineTokens, t: LineTokens, c: Context): void {
  const pad = c.settings.records.indentPad;
  if (top.line.page !== t.line.page || t.line.y <= top.line.y || t.line.y - top.line.y > c.settings.records.continuationGap * t.line.h) return;
  if (top.money.length || top.dates.length || !top.text.length) return;
  if (!top.text.every((w) => t.text.some((h) => w.x0 < h.x1 + pad && w.x1 > h.x0 - pad))) return;
  (cur.headerTops ??= []).push(top);
}

/** After a column header repeated on a page, and after each line of a description carried over to it: where it ends. */
function carryAfter(s: ReadState, t: LineTokens, d: Decision): ReadState['carry'] {
  if (d.act === 'header') return s.headerAfter && s.headerAfter.page < t.line.page ? { rec: s.headerAfter, page: t.line.page, y: t.line.y } : null;
  return d.act === 'wrap' && d.to === 'carried' && s.carry ? { ...s.carry, y: t.line.y } : null;
}

/** Walks a document's lines and groups them into sections of records. */
export function groupSections(all: Line[], o: GroupOptions): Grouped {
  const side = withoutSidebar(all, o.settings.lines, o.amounts);
  const lines = withoutRowNumbers(side, o.settings.records);
  // What those two steps left out of a line, said in its trace.
  const lineNotes = lines.map((l, i) => [...(side[i] !== all[i] ? [CELLS_LEFT_OUT.sidebar] : []), ...(l !== side[i] ? [CELLS_LEFT_OUT.rowNumber] : [])]);
  // The document's number style decides, once, whether "12.04" can be money (see amountStyle).
  const style = amountStyle(lines.filter((l) => !l.noise), o.settings.lines, o.amounts);
  const lead = leadColumns(lines.filter((l) => !l.noise), o.settings.lines, o.amounts, style);
  const toks = lines.map((l, i) => (l.noise ? null : tokenize(l, i, o.settings.lines, o.amounts, style, lead)));
  const nextLine = (i: number) => { for (let k = i + 1; k < toks.length; k++) if (toks[k]) return toks[k]!; return null; };
  const c: Context = { traits: layoutTraits(toks, o.settings), settings: o.settings, periodAt: o.periodAt ?? (() => null), dayFirst: o.dayFirst ?? null, nextLine };
  const s: ReadState = { sections: [], cur: emptySection(0), last: null, pending: null, above: [], hint: null, skipping: false, kind: null, headerAfter: null, carry: null, titles: new Set(), lastDated: null, pageTop: true, list: '', table: null };
  const trace = new Map<number, LineTrace>();
  // A revision rule (REVISIONS) recorded on the earlier line: its class and why, the line that decided it and the first reading.
  const revise = (at: number): Revise => (line, rule) => {
    const e = trace.get(line);
    if (e) trace.set(line, { line, class: REVISIONS[rule].class, why: `${REVISIONS[rule].why} (decided at line ${at}; first read as ${e.class}: ${e.why})` });
  };
  let datedMoneyLines = 0;
  let lastPage = -1;
  let prev: { t: LineTokens; cls: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const t = toks[i];
    if (!t) { trace.set(i, { line: i, class: 'noise', why: 'page furniture repeated on the pages (header or footer)' }); continue; }
    if (t.dates.length && t.money.length && t.label === null) datedMoneyLines++;
    s.pageTop = t.line.page !== lastPage; lastPage = t.line.page;
    // The rules before the classification: each may end the list above or read the line's tokens another way, and says why.
    const before = beforeClassify(s, t, { ...c, prev: toks[i - 1] ?? null }, () => { close(s, i - 1); release(s); });
    const t2 = before.t;
    const d = classify(s, t2, c);
    if (d.act === 'header' && (prev?.cls === 'text' || prev?.cls === 'title')) headerTop(s.cur, prev.t, t2, c);
    prev = { t: t2, cls: d.class };
    const notes = [...before.notes, ...(lineNotes[i] ?? [])];
    trace.set(i, { line: i, class: d.class, why: notes.length ? `${d.why} (${notes.join('; ')})` : d.why });
    step(s, t2, d, c, revise(i));
    s.carry = carryAfter(s, t2, d);
  }
  close(s, lines.length);
  o.trace?.push(...[...trace.values()].sort((a, b) => a.line - b.line));
  // A list without rows stays when it printed its opening: the reader decides whether it is an account that did not move.
  return { sections: s.sections.filter((x) => x.records.length || x.opening !== null), datedMoneyLines, toks };
}
