// What the layouts share: the printed values of a deal (with the truth each gives) and the drawing of boxed rows,
// tables, checkbox rows and "on file / changes" rows.
import type { Rng } from '../../statements/generator/prng.ts';
import { cityLine, fmtDate, iso, maskSsn, money, type DateFmt, type Deal, type Owner } from './deal.ts';
import type { Sheet, Val } from './sheet.ts';

const A = 'application.';
export interface Fmt { date: DateFmt; money: 'full' | 'whole' | 'bare'; name: 'first' | 'last' }
export const decoy = (v: Val | null): Val | null => (v ? { text: v.text, key: v.key } : null);
export const dv = (key: string, text: string): Val => ({ key, text });

/** The printed values of one deal in one broker's formats. Owners' values are for active owner `i` (or decoys). */
export class Values {
  readonly d: Deal;
  readonly fmt: Fmt;
  private readonly r: Rng;
  constructor(d: Deal, fmt: Fmt, r: Rng) { this.d = d; this.fmt = fmt; this.r = r; }
  m(n: number, f = this.fmt.money): string { return money(n, f); }
  dt(x: Date, f = this.fmt.date): string { return fmtDate(x, f); }
  legal(): Val { return { key: 'legal_name', text: this.d.legal, f: { [`${A}legal_name`]: this.d.legal } }; }
  dba(): Val | null {
    const t = this.d.dba;
    if (!t) return null;
    const real = t !== 'SAME' && t !== 'N/A' && t !== this.d.legal;
    return { key: 'dba', text: t, f: { [`${A}trade_name`]: real ? t : null } };
  }
  dbaOld(): Val | null { return this.d.dbaOld ? dv('dba_on_file', this.d.dbaOld) : null; }
  entityText(): Val { return { key: 'entity', text: this.d.entity.text, f: { [`${A}type_of_entity`]: this.d.entity.id } }; }
  entityOld(): Val | null { return this.d.entityOld ? dv('entity_on_file', this.d.entityOld.text) : null; }
  taxId(): Val {
    const d = this.d;
    if (d.taxMasked) return { key: 'tax_id', text: d.taxIdType === 'EIN' ? `XX-XXX${d.taxId.slice(-4)}` : maskSsn(d.taxId, this.r),
      f: { [`${A}business_tax_id`]: null, [`${A}business_tax_id_type`]: null, [`${A}business_tax_id_country`]: null } };
    return { key: 'tax_id', text: d.taxId, f: { [`${A}business_tax_id`]: d.taxId.replace(/\D/g, ''), [`${A}business_tax_id_type`]: d.taxIdType, [`${A}business_tax_id_country`]: 'US' } };
  }
  start(): Val { return { key: 'start_date', text: this.dt(this.d.start), f: { [`${A}business_start_date`]: iso(this.d.start) } }; }
  street(old = false): Val | null { const a = old ? this.d.addrOld : this.d.addr; return a ? dv(old ? 'street_on_file' : 'street', a.street) : null; }
  city(old = false): Val | null {
    const a = old ? this.d.addrOld : this.d.addr;
    if (!a) return null;
    return old ? dv('city_on_file', cityLine(a)) : { key: 'city_state_zip', text: cityLine(a), f: { [`${A}state_region`]: a.state, [`${A}country`]: 'United States' } };
  }
  stateOnly(): Val { return { key: 'state', text: this.d.addr.state, f: { [`${A}state_region`]: this.d.addr.state, [`${A}country`]: 'United States' } }; }
  industry(): Val { return { key: 'industry', text: this.d.industryText, f: { [`${A}industry`]: this.d.industryId } }; }
  amount(key = 'amount_requested'): Val { return { key, text: this.m(this.d.amount), f: { [`${A}requested_amount`]: this.d.amount } }; }
  payment(): Val { return { key: 'requested_payment', text: this.m(this.d.payment, 'full'), f: { [`${A}requested_payment`]: this.d.payment } }; }
  nPayments(): Val { return { key: 'number_of_payments', text: String(this.d.nPayments), f: { [`${A}number_of_payments`]: this.d.nPayments } }; }
  freqText(): Val { const t = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[this.d.freq]; return { key: 'frequency', text: t, f: { [`${A}payment_frequency`]: this.d.freq } }; }
  use(): Val { return dv('use_of_funds', this.d.use); }

  /** Active owners' index in printed order (removed ones: -1). */
  index(o: Owner): number { return o.removed ? -1 : this.d.owners.filter((x) => !x.removed).indexOf(o); }
  private of(o: Owner, key: string, text: string, f: Record<string, unknown>): Val {
    const i = this.index(o);
    const k = `owner${this.d.owners.indexOf(o) + 1}_${key}`;
    if (i < 0) return dv(k, text);
    return { key: k, text, f: Object.fromEntries(Object.entries(f).map(([p, v]) => [`${A}applicants[${i}].${p}`, v])) };
  }
  name(o: Owner, style = this.fmt.name): Val {
    const mid = o.middle ? ` ${o.middle}.` : '';
    const text = style === 'last' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ?? ''}`;
    return this.of(o, 'name', text, { first_name: o.first, last_name: o.last });
  }
  title(o: Owner): Val { return this.of(o, 'title', o.title, { role: o.title }); }
  pct(o: Owner, old = false): Val | null {
    if (old) return o.oldPct == null ? null : dv(`owner${this.d.owners.indexOf(o) + 1}_pct_on_file`, `${o.oldPct}%`);
    return this.of(o, 'pct', `${o.pct}%`, { ownership: o.pct });
  }
  ssn(o: Owner): Val | null {
    if (o.blankSsn) return null;
    if (o.masked) return this.of(o, 'ssn', maskSsn(o.ssn, this.r), { tax_id: null, tax_id_type: null, tax_id_country: null });
    return this.of(o, 'ssn', o.ssn, { tax_id: o.ssn.replace(/\D/g, ''), tax_id_type: o.ssnType, tax_id_country: 'US' });
  }
  dob(o: Owner): Val { return this.of(o, 'dob', this.dt(o.dob), { date_of_birth: iso(o.dob) }); }
  fico(o: Owner): Val | null { return o.fico == null ? null : this.of(o, 'fico', String(o.fico), { credit_score: o.fico }); }
  home(o: Owner): Val { return dv(`owner${this.d.owners.indexOf(o) + 1}_home`, `${o.home.street}, ${cityLine(o.home)}`); }
}

export interface Cell { label: string; w: number; v?: Val | null; strike?: boolean }
/** A row of boxed cells, each with a small label at its top and the value under it. */
export function gridRow(s: Sheet, x: number, y: number, cells: Cell[], h = 24): number {
  let cx = x;
  for (const c of cells) {
    s.rect(cx, y, c.w, h, { lw: 0.5 });
    s.label(c.label, cx + 2.5, y + 2, { size: 6 });
    s.value(c.v, cx + 4, y + h - 13, c.w - 8);
    if (c.strike && c.v) s.strike(cx + 3, cx + c.w - 6, y + h - 8);
    cx += c.w;
  }
  return y + h;
}

/** A label followed by an underline the value sits on. */
export function lineField(s: Sheet, x: number, y: number, label: string, w: number, v: Val | null | undefined, lw?: number): void {
  s.label(label, x, y + 4, { size: 7.5 });
  const off = lw ?? s.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 4;
  s.hline(x + off, x + w - 4, y + 13);
  s.value(v, x + off + 3, y + 2, w - off - 8);
}

/** A table: header row, then rows of values; a struck row gets a line through it. */
export function table(s: Sheet, x: number, y: number, heads: string[], ws: number[], rows: (Val | null)[][], o: { rh?: number; struck?: boolean[]; fill?: string } = {}): number {
  const rh = o.rh ?? 16;
  const W = ws.reduce((a, b) => a + b, 0);
  s.rect(x, y, W, 14, { fill: o.fill ?? '#dde3ea', stroke: '#444' });
  let cx = x;
  heads.forEach((h, i) => { s.label(h, cx + 2.5, y + 4, { size: 6.3, bold: true }); cx += ws[i]!; });
  y += 14;
  rows.forEach((row, ri) => {
    cx = x;
    row.forEach((v, i) => { s.rect(cx, y, ws[i]!, rh, { lw: 0.4 }); s.value(v, cx + 3, y + rh / 2 - 4, ws[i]! - 6, 8); cx += ws[i]!; });
    if (o.struck?.[ri]) s.strike(x + 2, x + W - 4, y + rh / 2);
    y += rh;
  });
  return y;
}

/** A row of labelled checkboxes; `marks[i]` the value recorded when option i is checked. Returns the x after it. */
export function checkRow(s: Sheet, x: number, y: number, opts: string[], checked: number, marks: (Val | undefined)[] = [], gap = 8): number {
  let cx = x;
  opts.forEach((t, i) => {
    s.check(cx, y, i === checked, marks[i]);
    s.label(t, cx + 10, y + 0.5, { size: 7 });
    cx += 10 + s.doc.font('Helvetica').fontSize(7).widthOfString(t) + gap;
  });
  return cx;
}

/** Entity checkboxes with "Other: ___": the checked label, or the text written on Other's line, is the entity. */
export function entityRow(s: Sheet, v: Values, x: number, y: number, boxes: string[], otherLabel = 'Other:'): void {
  const e = v.d.entity;
  const i = e.box ? boxes.indexOf(e.box) : -1;
  const marks = boxes.map((b) => ({ key: `entity_${b.toLowerCase().replace(/\W+/g, '_')}`, text: b, f: { [`${A}type_of_entity`]: e.id } }));
  const cx = checkRow(s, x, y, boxes, i, marks, 6);
  s.check(cx, y, i < 0, undefined);
  s.label(otherLabel, cx + 10, y + 0.5, { size: 7 });
  const ox = cx + 12 + s.doc.fontSize(7).widthOfString(otherLabel);
  s.hline(ox, ox + 60, y + 8);
  if (i < 0) s.value(v.entityText(), ox + 2, y - 2, 58);
}

/** "On file | changes" rows: a written change makes the on-file value a decoy (struck through when `strike`). */
export interface ChangeRow { label: string; old: Val | null; neu: Val | null }
export function changeTable(s: Sheet, x: number, y: number, heads: [string, string, string], ws: [number, number, number], rows: ChangeRow[], o: { strike?: boolean; okBox?: boolean } = {}): number {
  const W = ws[0] + ws[1] + ws[2];
  s.rect(x, y, W, 14, { fill: '#dde3ea' });
  s.label(heads[0], x + 3, y + 4, { size: 6.5, bold: true });
  s.label(heads[1], x + ws[0] + 3, y + 4, { size: 6.5, bold: true });
  s.label(heads[2], x + ws[0] + ws[1] + 3, y + 4, { size: 6.5, bold: true });
  y += 14;
  for (const r of rows) {
    s.rect(x, y, ws[0], 17, { lw: 0.4 }); s.rect(x + ws[0], y, ws[1], 17, { lw: 0.4 }); s.rect(x + ws[0] + ws[1], y, ws[2], 17, { lw: 0.4 });
    s.label(r.label, x + 3, y + 5, { size: 7 });
    const changed = !!r.neu && !!r.old;
    s.value(changed ? decoy(r.old) : r.old ?? r.neu, x + ws[0] + 3, y + 4.5, ws[1] - (o.okBox ? 20 : 6), 8);
    if (changed && o.strike) s.strike(x + ws[0] + 3, x + ws[0] + Math.min(ws[1] - 8, s.measure(r.old!.text, 8) + 6), y + 8.5);
    if (o.okBox) s.check(x + ws[0] + ws[1] - 13, y + 4.5, !changed && !!(r.old ?? r.neu));
    if (changed) s.value(r.neu, x + ws[0] + ws[1] + 3, y + 4.5, ws[2] - 6, 8);
    y += 17;
  }
  return y;
}

export function para(s: Sheet, x: number, y: number, w: number, text: string, size = 6.3): number {
  s.label(text, x, y, { size, width: w });
  return y + s.doc.heightOfString(text, { width: w, lineGap: 1 }) + 4;
}

export function signatures(s: Sheet, v: Values, x: number, y: number, w: number, labels: [string, string, string]): number {
  const active = v.d.owners.filter((o) => !o.removed);
  const cw = w / Math.max(2, active.length);
  active.forEach((o, i) => {
    const cx = x + i * cw;
    s.hline(cx, cx + cw - 14, y + 14);
    s.label(`${labels[0]} ${i + 1}`, cx, y + 16, { size: 6 });
    s.label(labels[1], cx, y + 32, { size: 6 });
    s.value(dv(`sign_date_${i + 1}`, v.dt(v.d.formDate)), cx + 30, y + 28, 60);
    void o;
  });
  void labels[2];
  return y + 44;
}

/** An on-file value and the merchant's change: the change (when written) is the truth, the on-file value a decoy. */
export function chg(label: string, old: Val | null, cur: Val | null): ChangeRow {
  return old ? { label, old: decoy(old), neu: cur } : { label, old: cur, neu: null };
}

export function header(s: Sheet, broker: string, tag: string, contact: string, title: string): void {
  s.rect(36, 28, 540, 40, { fill: s.o.accent, stroke: 'none' });
  s.label(broker, 44, 34, { size: 15, bold: true, color: '#fff' });
  s.label(tag, 44, 53, { size: 7, color: '#fff', oblique: true });
  s.label(contact, 330, 40, { size: 6.5, color: '#fff', width: 238, align: 'right' });
  s.label(title, 36, 76, { size: 12, bold: true, color: '#111' });
}
