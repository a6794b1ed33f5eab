// Building blocks shared by the layouts: a page flow of cards on a 12-column grid, and the truth-bearing values.
import type { Model, Owner, Ymd } from './data.ts';
import { ein, fullName, sinFmt, ssnFmt } from './data.ts';
import { type Val, type Web, dec, val } from './web.ts';

export interface Cell { span: number; h: number; draw: (x: number, y: number, w: number) => void }
type InputOpts = Parameters<Web['input']>[5];

export class Flow {
  y = 0;
  bottom = 740;
  readonly w: Web;
  readonly onPage: (f: Flow) => void;
  constructor(w: Web, onPage: (f: Flow) => void = () => {}) {
    this.w = w;
    this.onPage = onPage;
  }

  newPage(): void {
    this.w.addPage();
    this.y = 40;
    this.bottom = 740;
    this.onPage(this);
  }

  inp(span: number, label: string, v: Val | null, o: InputOpts = {}): Cell {
    const h = (this.w.th.float ? 5 : 11) + 22 + (o?.helper ? 16 : 9);
    return { span, h, draw: (x, y, w) => this.w.input(x, y, w, label, v, o) };
  }
  radio(span: number, label: string, options: string[], chosen: number, v?: Val, gap?: number): Cell {
    return { span, h: 36, draw: (x, y) => this.w.radios(x, y, label, options, chosen, v, gap) };
  }
  toggle(span: number, label: string, on: boolean): Cell {
    return { span, h: 24, draw: (x, y) => this.w.toggle(x, y + 2, label, on) };
  }
  button(span: number, text: string, primary = false): Cell {
    return { span, h: 34, draw: (x, y, w) => this.w.button(x, y + 2, Math.min(w, 170), text, primary) };
  }
  note(span: number, text: string, size = 7.5): Cell {
    const lines = Math.ceil((text.length * size * 0.5) / ((span / 12) * 480)) + 1;
    return { span, h: lines * (size + 2.5) + 4, draw: (x, y, w) => this.w.t(text, x, y, size, '#4b5563', 'Helvetica', { width: w, lineBreak: true }) };
  }

  /** A card holding rows of cells (12 columns), moved to a new page when it does not fit. */
  card(title: string, rows: Cell[][], sub?: string, x0 = 44, width = 524): void {
    const hs = rows.map((r) => Math.max(...r.map((c) => c.h)));
    const top = !title ? 12 : sub ? 44 : 34;
    const h = top + hs.reduce((s, v) => s + v, 0) + 6;
    if (this.y + h > this.bottom) this.newPage();
    this.w.card(x0, this.y, width, h, title, sub);
    let y = this.y + top;
    const inner = width - 28, gut = 10;
    rows.forEach((row, i) => {
      let x = x0 + 14;
      for (const c of row) {
        const cw = (inner + gut) * (c.span / 12) - gut;
        c.draw(x, y, cw);
        x += cw + gut;
      }
      y += hs[i]!;
    });
    this.y += h + 14;
  }

  /** A review card: label/value pairs in two columns. */
  pairs(title: string, items: [string, Val | null][], edit = true, cols = 2): void {
    const perCol = Math.ceil(items.length / cols);
    const h = 40 + perCol * 19;
    if (this.y + h > this.bottom) this.newPage();
    this.w.card(44, this.y, 524, h, title);
    if (edit) this.w.t('Edit', 520, this.y + 13, 8.5, this.w.th.accent, 'Helvetica-Bold');
    const cw = (496 - (cols - 1) * 24) / cols;
    items.forEach(([label, v], i) => {
      const c = Math.floor(i / perCol), r = i % perCol;
      this.w.pair(58 + c * (cw + 24), this.y + 34 + r * 19, cw, label, v);
    });
    this.y += h + 14;
  }

  heading(text: string, sub?: string): void {
    this.w.t(text, 44, this.y, 17, '#111827', 'Helvetica-Bold');
    if (sub) this.w.t(sub, 44, this.y + 22, 8.5, '#6b7280');
    this.y += sub ? 40 : 28;
  }
}

// ---- truth-bearing values ----
const P = (i: number, k: string): string => `applicants[${i}].${k}`;
export const countryName = (m: Model): string => (m.biz.country === 'US' ? 'United States' : 'Canada');

export function bizTax(m: Model, style: 'dash' | 'bare' | 'program' | 'spaced'): Val {
  const b = m.biz;
  const text = b.taxType === 'EIN' ? (style === 'bare' ? b.taxDigits : ein(b.taxDigits))
    : b.taxType === 'BN' ? (style === 'program' ? `${b.taxDigits} ${b.programAccount}` : style === 'spaced' ? `${b.taxDigits}${b.programAccount}` : b.taxDigits)
    : style === 'bare' ? b.taxDigits : ssnFmt(b.taxDigits);
  const digits = b.taxType === 'BN' && (style === 'program' || style === 'spaced') ? b.taxDigits + b.programAccount : b.taxDigits;
  return val(text, { business_tax_id: digits, business_tax_id_type: b.taxType, business_tax_id_country: b.country, country: countryName(m) });
}
export const region = (m: Model, asName: boolean): Val =>
  val(asName ? m.biz.place.regionName : m.biz.place.region, { state_region: m.biz.place.region, country: countryName(m) });
export const date = (d: Ymd, fmt: (d: Ymd) => string, path: string): Val =>
  val(fmt(d), { [path]: `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}` });

export const legal = (m: Model): Val => val(m.biz.legal, { legal_name: m.biz.legal });
/** The DBA as printed: a name, or SAME / N/A (a null trade name); null leaves the input empty. */
export function dba(m: Model, filler: 'SAME' | 'N/A' | null): Val | null {
  if (m.biz.dba) return val(m.biz.dba, { trade_name: m.biz.dba });
  return filler ? val(filler, { trade_name: null }) : null;
}
export const entity = (m: Model): Val => val(m.biz.entityText, { type_of_entity: m.biz.entityId });
export const industry = (m: Model): Val => val(m.biz.industryText, { industry: m.biz.industryId });
export const amount = (m: Model, text: string): Val => val(text, { requested_amount: m.req.amount });
export const payment = (m: Model, text: string): Val => val(text, { requested_payment: m.req.payment });
export const count = (m: Model, text = String(m.req.count)): Val => val(text, { number_of_payments: m.req.count });
export const freq = (m: Model, text: string): Val => val(text, { payment_frequency: m.req.freq });

export const firstV = (o: Owner, i: number): Val => val(o.first, { [P(i, 'first_name')]: o.first });
export const lastV = (o: Owner, i: number): Val => val(o.last, { [P(i, 'last_name')]: o.last });
export function nameV(o: Owner, i: number, lastFirst = false): Val {
  const text = lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : fullName(o);
  return val(text, { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });
}
export const roleV = (o: Owner, i: number): Val => val(o.role, { [P(i, 'role')]: o.role });
export const pctV = (o: Owner, i: number, pct = false): Val => val(pct ? `${o.pct}%` : String(o.pct), { [P(i, 'ownership')]: o.pct });
export const creditV = (o: Owner, i: number): Val | null => (o.credit === null ? null : val(String(o.credit), { [P(i, 'credit_score')]: o.credit }));
export const dobV = (o: Owner, i: number, fmt: (d: Ymd) => string): Val => date(o.dob, fmt, P(i, 'date_of_birth'));
/** An owner's SSN/ITIN/SIN: full, or masked (digits null; the type and country kept from the label). */
export function taxV(o: Owner, i: number, masked: boolean, sep = '-'): Val {
  const d = o.taxDigits;
  const text = masked ? (o.taxType === 'SIN' ? `*** *** ${d.slice(6)}` : `\u2022\u2022\u2022-\u2022\u2022-${d.slice(5)}`)
    : o.taxType === 'SIN' ? sinFmt(d, sep) : ssnFmt(d);
  return val(text, { [P(i, 'tax_id')]: masked ? null : d, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' });
}
export const homeV = (o: Owner): Val => dec('owner_home', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`);
export const moneyDec = (key: string, text: string): Val => dec(key, text);
