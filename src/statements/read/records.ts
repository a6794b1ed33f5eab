// Tokens -> sections (one account's list between its opening and closing balance) -> records (one transaction
// each, possibly spread over several lines). This stage groups; it decides no direction and no column role:
// which column is the balance and what each amount means are hypotheses judged later (hypotheses.ts).
import type { Line } from '../layout.ts';
import type { AmountToken } from '../amounts.ts';
import { READ_SETTINGS as S } from './settings.ts';
import { tokenize, type DateToken, type LineTokens, type TextToken } from './tokens.ts';

export interface TxRecord {
  dates: DateToken[];
  money: AmountToken[];
  text: TextToken[][];        // per line, left to right
  lines: number[];
  page: number;
  y: number;                  // baseline of the record's last line
  h: number;
  descX: number;              // where the record's description starts (wrapped lines start there or right of it)
  inherited: boolean;         // no date of its own: the date of the record above (dates printed once per day)
  font: string;
}

export interface Section {
  opening: number | null;
  closing: number | null;
  records: TxRecord[];
  start: number;              // first line index that belongs to the section (context for header fields)
  end: number;                // one past the last line index
  headers: LineTokens[];
}

const signedCents = (a: AmountToken) => (a.sign === -1 ? -a.cents : a.cents);

/** The amount a balance label names: the first money right of the label words, else the line's last amount. */
function labelValue(t: LineTokens, which: 'first' | 'last'): number {
  const m = which === 'first' ? t.money[0]! : t.money[t.money.length - 1]!;
  return signedCents(m);
}

function newRecord(t: LineTokens): TxRecord {
  const l = t.line;
  const descX = t.text[0]?.x0 ?? (t.dates[0]?.x1 ?? 0);
  return {
    dates: [...t.dates], money: [...t.money], text: [t.text], lines: [t.index], page: l.page, y: l.y, h: l.h,
    descX, inherited: false, font: t.money[0]?.cell.font ?? '',
  };
}

function continues(r: TxRecord, t: LineTokens): boolean {
  const l = t.line;
  if (l.page !== r.page || l.y <= r.y || l.y - r.y > S.continuationGap * Math.max(r.h, l.h)) return false;
  const x = t.text[0]?.x0 ?? Infinity;
  return x >= r.descX - 2 && l.h <= r.h * 1.15;
}

/** Walks a document's lines and groups them into sections of records. */
export function groupSections(lines: Line[]): Section[] {
  const sections: Section[] = [];
  let cur: Section = { opening: null, closing: null, records: [], start: 0, end: 0, headers: [] };
  let last: TxRecord | null = null;       // the record wrapped lines attach to
  let pending: TxRecord | null = null;    // a dated line whose amounts come on a following line
  let above: LineTokens[] = [];         // text lines right above the next record (description printed above)
  const close = (i: number) => { cur.end = i; sections.push(cur); cur = { opening: null, closing: null, records: [], start: i, end: i, headers: [] }; };

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.noise) continue;
    const t = tokenize(l, i);
    if (t.label === 'header') { cur.headers.push(t); last = null; pending = null; above = []; continue; }
    if ((t.label === 'opening' || t.label === 'closing') && t.money.length) {
      if (t.carry) {
        // Carried to the next page or brought from the previous one: only a list that has not started takes it as its opening.
        if (t.label === 'opening' && !cur.records.length && cur.opening === null) cur.opening = labelValue(t, 'first');
      } else if (t.label === 'opening') {
        const v = labelValue(t, 'first');
        const lastRec = cur.records[cur.records.length - 1];
        // "Balance brought forward" at the top of a page repeats the running balance: the same list goes on.
        const carried = lastRec && cur.closing === null && lastRec.money.some((m) => signedCents(m) === v);
        if (!carried && (cur.records.length || cur.closing !== null || cur.opening !== null)) close(i);
        if (!carried) cur.opening = v;
        if (t.money.length > 1 && /\b(closing|ending|new)\b/i.test(t.text.map((x) => x.text).join(' '))) cur.closing = labelValue(t, 'last');
      } else {
        cur.closing = labelValue(t, 'last');
      }
      last = null; pending = null; above = [];
      continue;
    }
    if (t.label === 'total') { last = null; pending = null; above = []; continue; }

    if (t.money.length && t.dates.length) {
      const r = newRecord(t);
      if (!t.text.length && above.length) { r.text = above.map((a) => a.text).concat(r.text); r.lines.unshift(...above.map((a) => a.index)); }
      cur.records.push(r); last = r; pending = null; above = [];
    } else if (t.money.length) {
      if (pending && continues(pending, t) || pending && l.page === pending.page && l.y - pending.y <= S.continuationGap * 2 * l.h) {
        pending.money.push(...t.money); pending.text.push(t.text); pending.lines.push(i); pending.y = l.y;
        pending.font = t.money[0]!.cell.font;
        cur.records.push(pending); last = pending; pending = null;
      } else if (last) {
        const r = newRecord(t);
        r.dates = last.dates; r.inherited = true;
        if (!t.text.length && above.length) { r.text = above.map((a) => a.text); r.lines.unshift(...above.map((a) => a.index)); }
        cur.records.push(r); last = r;
      }
      above = [];
    } else if (t.dates.length && t.dates[0]!.x0 <= (t.text[0]?.x0 ?? Infinity)) {
      // A date leading a line without money: a record whose amounts come on a later line.
      pending = newRecord(t); last = null; above = [];
    } else if (t.text.length) {
      if (pending && continues(pending, t)) { pending.text.push(t.text); pending.lines.push(i); pending.y = l.y; }
      else if (last && continues(last, t)) { last.text.push(t.text); last.lines.push(i); last.y = l.y; }
      else { last = null; above = above.length && above[above.length - 1]!.line.page === l.page ? [...above, t] : [t]; if (above.length > 2) above.shift(); }
    }
  }
  close(lines.length);
  return sections.filter((s) => s.records.length || (s.opening !== null && s.closing !== null));
}

/** Right-edge columns of the dated records' amounts: sorted centres. */
export function amountColumns(sections: Section[]): number[] {
  const xs = sections.flatMap((s) => s.records.filter((r) => !r.inherited).flatMap((r) => r.money.map((m) => m.x1))).sort((a, b) => a - b);
  const cols: { sum: number; n: number }[] = [];
  for (const x of xs) {
    const c = cols[cols.length - 1];
    if (c && x - c.sum / c.n <= S.columnSnap) { c.sum += x; c.n++; } else cols.push({ sum: x, n: 1 });
  }
  // A column needs a few values; stray amounts quoted at odd places make no column.
  return cols.filter((c) => c.n >= 2 || xs.length < 6).map((c) => c.sum / c.n);
}

export function columnOf(x1: number, cols: number[]): number {
  let best = -1;
  let d = Infinity;
  for (let k = 0; k < cols.length; k++) {
    const e = Math.abs(cols[k]! - x1);
    if (e < d) { d = e; best = k; }
  }
  return d <= S.columnSnap * 1.5 ? best : -1;
}
