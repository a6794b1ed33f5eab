// A web form as a browser prints it: the browser's header and footer, cards with shadows, rounded inputs (label above
// or floating in the top border), dropdowns with a caret, radios, toggles, a step indicator, buttons, a cookie banner
// and a chat bubble. Each printed value is recorded with the truth paths it gives, or as a decoy.
import type PDFDocumentType from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

type Doc = InstanceType<typeof PDFDocumentType>;
export type Mode = 'typed' | 'handwritten' | 'fillable';
export type Scalar = string | number | null;
/** A printed value: the truth paths it gives (`applicants[0].first_name` ...), or a decoy key. */
export interface Val { text: string; fields?: Record<string, Scalar>; decoy?: string }
export const val = (text: string, fields: Record<string, Scalar>): Val => ({ text, fields });
export const dec = (decoy: string, text: string): Val => ({ text, decoy });

export interface Theme {
  title: string; host: string; paths: string[]; browser: 'chrome' | 'firefox'; stamp: string; accent: string; soft: string;
  float: boolean; radius: number; bg?: string;
}
export interface Printed { fields: string[]; text: string; page: number; via: 'text' | 'mark' }
export interface DecoyRec { key: string; text: string; page: number }

const GREY = '#6b7280', LINE = '#c9ced6', DARK = '#1f2937', PH = '#a8adb5';
const INKS = ['#1b2a8f', '#14206b', '#23409e'];

export class Web {
  readonly values = new Map<string, Scalar>();
  readonly printed: Printed[] = [];
  readonly decoys: DecoyRec[] = [];
  page = 0;
  private n = 0;
  private readonly inkColor: string;
  readonly doc: Doc;
  readonly mode: Mode;
  readonly th: Theme;
  private readonly ink: Rng;

  constructor(doc: Doc, mode: Mode, th: Theme, ink: Rng) {
    this.doc = doc;
    this.mode = mode;
    this.th = th;
    this.ink = ink;
    this.inkColor = ink.pick(INKS);
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.th.bg) this.doc.rect(0, 0, 612, 792).fill(this.th.bg);
  }

  /** `mark`: a choice shown by a drawn mark beside its printed label (a radio), not by the value's own text. */
  record(v: Val, via: Printed['via'] = 'text'): void {
    if (v.fields) {
      for (const [k, x] of Object.entries(v.fields)) this.values.set(k, x);
      this.printed.push({ fields: Object.keys(v.fields), text: v.text, page: this.page, via });
    } else if (v.decoy) this.decoys.push({ key: v.decoy, text: v.text, page: this.page });
  }

  /** Page chrome: drawn last, when the page count is known. */
  chrome(): void {
    const { doc, th } = this;
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      const url = `https://${th.host}${th.paths[Math.min(i, th.paths.length - 1)]}`;
      const num = th.browser === 'chrome' ? `${i + 1}/${range.count}` : `Page ${i + 1} of ${range.count}`;
      doc.font('Helvetica').fontSize(7.5).fillColor('#222');
      if (th.browser === 'chrome') {
        this.t(th.stamp, 22, 14, 7.5, '#222');
        doc.text(th.title, 150, 14, { width: 312, align: 'center', lineBreak: false });
        this.t(url, 22, 772, 7.5, '#222');
        doc.text(num, 490, 772, { width: 100, align: 'right', lineBreak: false });
      } else {
        this.t(th.title, 22, 14, 7.5, '#222');
        doc.text(url, 300, 14, { width: 290, align: 'right', lineBreak: false });
        this.t(num, 22, 772, 7.5, '#222');
        doc.text(th.stamp, 390, 772, { width: 200, align: 'right', lineBreak: false });
      }
    }
    this.decoys.push({ key: 'print_stamp', text: th.stamp, page: 1 });
  }

  t(s: string, x: number, y: number, size: number, color = DARK, font = 'Helvetica', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false, ...opts });
  }

  card(x: number, y: number, w: number, h: number, title?: string, sub?: string): void {
    const { doc } = this, r = this.th.radius + 2;
    doc.save().roundedRect(x + 1.5, y + 2.5, w, h, r).fillOpacity(0.12).fill('#000').restore();
    doc.save().roundedRect(x + 0.5, y + 1, w, h, r).fillOpacity(0.08).fill('#000').restore();
    doc.roundedRect(x, y, w, h, r).fillAndStroke('#ffffff', '#e3e6ea');
    if (title) this.t(title, x + 14, y + 12, 11.5, DARK, 'Helvetica-Bold');
    if (sub) this.t(sub, x + 14, y + 27, 8, GREY);
  }

  /** A rounded input; returns the height used. `val` null leaves it empty (the placeholder, if any, shows). */
  input(x: number, y: number, w: number, label: string, v: Val | null,
    o: { placeholder?: string; helper?: string; prefix?: string; suffix?: string; select?: boolean; req?: boolean } = {}): number {
    const { doc, th } = this, h = 22;
    const by = th.float ? y + 5 : y + 11;
    doc.roundedRect(x, by, w, h, th.radius).lineWidth(0.8).fillAndStroke('#ffffff', o.select ? '#b8bec8' : LINE);
    const lab = label + (o.req ? ' *' : '');
    if (th.float) {
      doc.font('Helvetica').fontSize(7);
      const lw = doc.widthOfString(lab);
      doc.rect(x + 7, by - 2, lw + 6, 4).fill('#ffffff');
      this.t(lab, x + 10, by - 3.5, 7, th.accent);
    } else this.t(lab, x + 1, y, 8, '#374151', 'Helvetica-Bold');
    let vx = x + 8, vw = w - 16;
    if (o.prefix) { this.t(o.prefix, x + 7, by + 7, 9.5, GREY); vx += 9; vw -= 9; }
    if (o.suffix) { this.t(o.suffix, x + w - 16, by + 7, 9.5, GREY); vw -= 10; }
    if (o.select) {
      doc.polygon([x + w - 17, by + 9], [x + w - 9, by + 9], [x + w - 13, by + 14]).fill('#4b5563');
      vw -= 12;
    }
    if (v) this.value(v, vx, by + 2, vw, h - 4, o.select ? o.select : false);
    else if (o.placeholder) this.t(o.placeholder, vx, by + 7, 9, PH);
    if (o.helper) this.t(o.helper, x + 2, by + h + 3, 7, GREY);
    return (th.float ? 5 : 11) + h + (o.helper ? 16 : 9);
  }

  /** A value inside a box (x, y, w, h): text, ink, or an AcroForm field. */
  value(v: Val, x: number, y: number, w: number, h: number, select = false, size = 9.5): void {
    this.record(v);
    const { doc } = this;
    if (this.mode === 'fillable') {
      const name = `${((v.fields ? Object.keys(v.fields)[0] : v.decoy) ?? 'value').replace(/[^A-Za-z0-9]+/g, '_')}_${++this.n}`;
      doc.font('Helvetica');
      if (select) doc.formCombo(name, x - 2, y, w + 4, h, { value: v.text, select: [v.text], fontSize: size });
      else doc.formText(name, x - 2, y, w + 4, h, { value: v.text, fontSize: size });
      return;
    }
    const hand = this.mode === 'handwritten';
    const font = hand ? 'Times-Italic' : 'Helvetica';
    let s = hand ? size + 2 : size;
    doc.font(font).fontSize(s);
    while (s > 5 && doc.widthOfString(v.text) > w) doc.fontSize((s -= 0.5));
    const ty = y + (h - s) / 2 + 1;
    if (!hand) { this.t(v.text, x, ty, s, DARK, font); return; }
    const jx = this.ink.float(-1.5, 1.5), jy = this.ink.float(-1.2, 1), a = this.ink.float(-2, 2);
    doc.save().rotate(a, { origin: [x, ty + s / 2] });
    this.t(v.text, x + jx, ty + jy, s, this.inkColor, font);
    doc.restore();
  }

  /** Radios in a row; the chosen one filled. `v` gives the truth of the choice (its label is already on the page). */
  radios(x: number, y: number, label: string, options: string[], chosen: number, v?: Val, gap = 78): number {
    const { doc } = this;
    this.t(label, x + 1, y, 8, '#374151', 'Helvetica-Bold');
    options.forEach((opt, i) => {
      const cx = x + 7 + i * gap, cy = y + 20;
      doc.circle(cx, cy, 5.5).lineWidth(0.9).stroke(i === chosen ? this.th.accent : '#9aa1ab');
      if (i === chosen) {
        if (this.mode === 'handwritten') doc.circle(cx + this.ink.float(-0.8, 0.8), cy + this.ink.float(-0.8, 0.8), 3.6).fill(this.inkColor);
        else doc.circle(cx, cy, 3).fill(this.th.accent);
      }
      this.t(opt, cx + 9, cy - 4, 8.5, DARK);
    });
    if (v && chosen >= 0) this.record(v, 'mark');
    return 36;
  }

  toggle(x: number, y: number, label: string, on: boolean): number {
    const { doc } = this;
    doc.roundedRect(x, y, 26, 14, 7).fill(on ? this.th.accent : '#d1d5db');
    doc.circle(on ? x + 19 : x + 7, y + 7, 5.2).fill('#ffffff');
    this.t(label, x + 34, y + 3, 8.5, DARK);
    return 22;
  }

  steps(x: number, y: number, w: number, names: string[], current: number): number {
    const { doc } = this, gap = w / names.length;
    this.t(`Step ${current + 1} of ${names.length} - ${names[current]}`, x, y, 9, GREY, 'Helvetica-Bold');
    names.forEach((nm, i) => {
      const cx = x + gap * i + gap / 2, cy = y + 26;
      if (i < names.length - 1) doc.moveTo(cx + 10, cy).lineTo(cx + gap - 10, cy).lineWidth(1.5).stroke(i < current ? this.th.accent : '#d1d5db');
      if (i <= current) doc.circle(cx, cy, 9).fill(this.th.accent);
      else doc.circle(cx, cy, 9).lineWidth(1.2).fillAndStroke('#fff', '#c0c5cc');
      this.t(String(i + 1), cx - 10, cy - 3.5, 8, i <= current ? '#fff' : GREY, 'Helvetica-Bold', { width: 20, align: 'center' });
      this.t(nm, cx - gap / 2, cy + 13, 7.5, i === current ? DARK : GREY, i === current ? 'Helvetica-Bold' : 'Helvetica', { width: gap, align: 'center' });
    });
    return 56;
  }

  button(x: number, y: number, w: number, text: string, primary: boolean): void {
    const { doc } = this;
    if (primary) doc.roundedRect(x, y, w, 24, this.th.radius).fill(this.th.accent);
    else doc.roundedRect(x, y, w, 24, this.th.radius).lineWidth(1).dash(3, { space: 2 }).stroke(this.th.accent).undash();
    this.t(text, x, y + 8, 9, primary ? '#fff' : this.th.accent, 'Helvetica-Bold', { width: w, align: 'center' });
  }

  /** One label/value pair of a review page. */
  pair(x: number, y: number, w: number, label: string, v: Val | null, lw = 0.45): number {
    this.t(label, x, y + 3, 7.8, GREY);
    if (v) this.value(v, x + w * lw, y, w * (1 - lw), 13, false, 8.8);
    else this.t('-', x + w * lw, y + 3, 8.8, PH);
    this.doc.moveTo(x, y + 16).lineTo(x + w, y + 16).lineWidth(0.4).stroke('#eceef1');
    return 19;
  }

  cookie(x: number, y: number, w: number, site: string): void {
    const { doc } = this;
    doc.save().roundedRect(x + 2, y + 3, w, 62, 8).fillOpacity(0.18).fill('#000').restore();
    doc.roundedRect(x, y, w, 62, 8).fill('#1f2937');
    this.t(`We use cookies to run ${site} and to improve your experience.`, x + 12, y + 10, 7.5, '#f3f4f6', 'Helvetica', { width: w - 24, lineBreak: true });
    doc.roundedRect(x + w - 150, y + 34, 66, 18, 4).fill('#f3f4f6');
    this.t('Accept all', x + w - 150, y + 40, 7.5, '#111', 'Helvetica-Bold', { width: 66, align: 'center' });
    this.t('Manage', x + w - 76, y + 40, 7.5, '#f3f4f6', 'Helvetica-Bold', { width: 60, align: 'center' });
  }

  chat(agent: string): void {
    const { doc } = this;
    doc.save().roundedRect(402, 650, 170, 52, 10).fillOpacity(0.15).fill('#000').restore();
    doc.roundedRect(400, 647, 170, 52, 10).fill('#ffffff').roundedRect(400, 647, 170, 52, 10).lineWidth(0.6).stroke('#d1d5db');
    this.t(`${agent} from Support`, 412, 656, 7.5, GREY, 'Helvetica-Bold');
    this.t('Hi! Questions about your application?', 412, 669, 7.5, DARK);
    this.t("We're online now.", 412, 681, 7.5, DARK);
    doc.circle(552, 728, 20).fill(this.th.accent);
    doc.roundedRect(541, 720, 22, 14, 4).fill('#ffffff');
    doc.polygon([545, 733], [545, 740], [551, 733]).fill('#ffffff');
  }
}
