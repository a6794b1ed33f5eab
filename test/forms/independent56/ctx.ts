// What a layout draws with: the sheet, the merchant, and the truth it fills as it prints (a value not printed stays
// null). `v` prints a truth value, `d` a decoy, `section` a heading bar.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { fmtEin, fmtSin, fmtSsn, maskSsn, type Merchant, type Owner } from './common.ts';
import { Sheet, type ValueOpts } from './sheet.ts';

export class Ctx {
  readonly t: TruthApplication = emptyApplication();
  readonly s: Sheet;
  readonly m: Merchant;
  readonly r: Rng;
  constructor(s: Sheet, m: Merchant, r: Rng) {
    this.s = s; this.m = m; this.r = r;
    this.t.country = m.country === 'US' ? 'United States' : 'Canada';
    this.t.state_region = null;
  }

  set(path: string, value: unknown): void {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (this.t.applicants.length <= i) this.t.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
        credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (this.t.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = value;
    } else (this.t as unknown as Record<string, unknown>)[path] = value;
  }

  /** Print `text` as the truth value(s) of path(s). */
  v(path: string | string[], value: unknown, text: string | null, x: number, y: number, w: number, o: Omit<ValueOpts, 'path'> = {}): void {
    if (text === null || text === '') return;
    const paths = Array.isArray(path) ? path : [path];
    const values = Array.isArray(path) ? (value as unknown[]) : [value];
    paths.forEach((p, i) => this.set(p, values[i]));
    this.s.value(text, x, y, w, { ...o, path: paths.map((p) => `application.${p}`) });
  }

  /** Print a decoy (or, with repeat, a truth value printed a second time). */
  d(text: string | null, x: number, y: number, w: number, o: ValueOpts = {}): void { this.s.value(text, x, y, w, o); }

  /** A checkbox giving a truth value when on. */
  c(path: string | null, value: unknown, on: boolean, label: string, x: number, y: number, o: { name?: string; s?: number; size?: number } = {}): void {
    if (on && path) this.set(path, value);
    this.s.check(x, y, on, label, { ...o, ...(path ? { path: `application.${path}` } : {}) });
  }

  /** A label and where its value goes, [x, baseline y, width]: left of a line, above in a box, in a cell's corner, or under the line. */
  at(kind: 'left' | 'above' | 'corner' | 'below' | 'over' | 'dots', label: string, x: number, y: number, w: number, h = 22, size = 7.5): [number, number, number] {
    const s = this.s;
    if (kind === 'left') {
      const lw = s.doc.font('Helvetica').fontSize(size).widthOfString(label) + 3;
      s.label(label, x, y - size - 0.5, size);
      s.line(x + lw, y, x + w, y, 0.5);
      return [x + lw, y, w - lw];
    }
    if (kind === 'dots') {
      s.label(label, x, y - size - 0.5, size);
      const lw = s.doc.font('Helvetica').fontSize(size).widthOfString(label) + 2;
      for (let dx = x + lw; dx < x + h - 3; dx += 3) s.doc.circle(dx, y - 2, 0.35).fill('#444');
      return [x + h, y, w - h];
    }
    if (kind === 'over') {
      s.line(x, y, x + w, y, 0.5);
      s.label(label, x, y - 22, size);
      return [x, y, w];
    }
    if (kind === 'below') {
      s.line(x, y, x + w, y, 0.5);
      s.label(label, x, y + 1.8, size);
      return [x, y, w];
    }
    s.rect(x, y - h, w, h, { lw: 0.5 });
    s.label(label, x + 2, y - h + 1.8, kind === 'corner' ? Math.min(size, 5.8) : size, { bold: kind === 'above' });
    return kind === 'corner' ? [x + 3, y - 1.5, w - 3] : [x + 1, y - 1.5, w - 1];
  }

  section(title: string, x: number, y: number, w: number, fill = '#1f3b57', h = 13): void {
    this.s.rect(x, y, w, h, { fill, stroke: 'none' });
    this.s.label(title, x + 5, y + (h - 8) / 2 + 0.5, 8, { bold: true, color: '#fff' });
  }

  /** The business tax ID as printed in this layout's format, its truth set. */
  taxId(x: number, y: number, w: number, o: Omit<ValueOpts, 'path'> = {}, text?: string): void {
    const m = this.m;
    const printed = text ?? (m.taxKind === 'EIN' ? fmtEin(m.taxId) : m.taxKind === 'BN' ? `${m.taxId.slice(0, 9)} ${m.taxId.slice(9)}`
      : m.taxKind === 'SIN' ? fmtSin(m.taxId) : fmtSsn(m.taxId));
    this.set('business_tax_id_type', m.taxKind);
    this.set('business_tax_id_country', m.country);
    this.v('business_tax_id', m.taxId, printed, x, y, w, o);
  }

  /** An owner's SSN/ITIN/SIN: printed in full (truth set) or masked (truth null, the mask is a decoy). */
  tin(i: number, o: Owner, masked: boolean, x: number, y: number, w: number, vo: Omit<ValueOpts, 'path'> = {}): void {
    if (masked) {
      this.d(o.tinKind === 'SIN' ? `XXX XXX ${o.tin.slice(6)}` : maskSsn(o.tin, this.r), x, y, w, vo);
      return;
    }
    this.set(`applicants[${i}].tax_id_type`, o.tinKind);
    this.set(`applicants[${i}].tax_id_country`, o.tinKind === 'SIN' ? 'CA' : 'US');
    this.v(`applicants[${i}].tax_id`, o.tin, o.tinKind === 'SIN' ? fmtSin(o.tin) : fmtSsn(o.tin), x, y, w, vo);
  }

  /** Name as printed in one field: "First M. Last" (or "Last, First"), with credential when the owner has one. */
  name(i: number, o: Owner, x: number, y: number, w: number, style: 'plain' | 'lastfirst' | 'dr' = 'plain', vo: Omit<ValueOpts, 'path'> = {}): void {
    const mid = o.middle ? ` ${o.middle}.` : '';
    const text = style === 'lastfirst' ? `${o.last}, ${o.first}${mid}` : style === 'dr' ? `Dr. ${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`
      : `${o.first}${mid} ${o.last}`;
    this.v([`applicants[${i}].first_name`, `applicants[${i}].last_name`], [o.first, o.last], text, x, y, w, vo);
  }

  /** The printed names of all owners, for the signature block. */
  fullName(o: Owner): string { return `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`; }
}

/** Some decoy people and firms. */
export const PEOPLE = ['Roberta Quinlan', 'Stanley Margolis', 'Denise Fairweather', 'Howard Tsai', 'Lorraine Batiste', 'Felix Oyelaran',
  'Gordon Pike', 'Marisol Ibarra', 'Tobias Wren', 'Sandra Kettering'];
export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'KeyBank', 'Frost Bank'];
export const FUNDERS = ['Rapid Ledger Capital', 'Bluewater Advance', 'Cornerstone Receivables', 'Lakeshore Funding Group', 'Crescent Bay Capital',
  'Northgate Merchant Funding'];
