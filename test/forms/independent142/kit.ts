// Drawing kit for independent142's 2026-style forms: cards, filled input boxes with small-caps labels, caret
// dropdowns, checkbox rows and radio circles, a step header and a paged footer. Values go down in one of three
// styles (typed page text, handwriting in blue, AcroForm fields with appearance streams) and each one is recorded
// with the truth fields it gives, so the truth is only ever built from what was printed.
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export interface Look { font: string; bold: string; accent: string; ink: string; soft: string; fill: string; line: string;
  radius: number; pill: boolean; labelInside: boolean; mark: 'x' | 'check' }
/** A printed value: `fields` are truth paths (`legal_name`, `applicants[1].ownership`); none means a decoy. */
export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean }
export interface Val { key: string; text: string | null; fields?: Record<string, unknown> }
export interface Opt { label: string; fields?: Record<string, unknown> }

interface RawRef { end(chunk?: string | Buffer): void }
interface RawDoc {
  ref(data: object): RawRef;
  page: { annotations: RawRef[] };
  _root: { data: { AcroForm?: { data: { Fields: RawRef[] } } } };
  _font: { id: string; ref(): RawRef };
  annotate(x: number, y: number, w: number, h: number, o: object): void;
}
const pdfStr = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly look: Look;
  page = 1;
  readonly placed: Placed[] = [];
  private n = 0;

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng, look: Look) {
    this.doc = doc; this.style = style; this.rng = rng; this.look = look;
    if (style === 'fillable') {
      doc.font('Helvetica').initForm();
      // Every field carries its own appearance stream: viewers show those rather than regenerate them.
      (this.raw()._root.data.AcroForm!.data as unknown as Record<string, unknown>).NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage(); this.page++; }

  text(x: number, y: number, s: string, o: { size?: number; bold?: boolean; color?: string; width?: number; caps?: boolean; align?: 'left' | 'right' | 'center' } = {}): void {
    const d = this.doc.font(o.bold ? this.look.bold : this.look.font).fontSize(o.size ?? 8).fillColor(o.color ?? this.look.ink);
    d.text(o.caps ? s.toUpperCase() : s, x, y, { lineBreak: o.width !== undefined, width: o.width, characterSpacing: o.caps ? 0.5 : 0, align: o.align ?? 'left' });
  }

  /** An icon drawn as shapes beside a heading. */
  icon(x: number, y: number, kind: 'building' | 'person' | 'coin' | 'bank' | 'pen' | 'link'): void {
    const d = this.doc, c = this.look.accent;
    d.save().circle(x + 8, y + 8, 8).fill(c);
    d.strokeColor('#ffffff').fillColor('#ffffff').lineWidth(1.1);
    if (kind === 'building') d.rect(x + 4.5, y + 4, 7, 8.5).stroke().moveTo(x + 7, y + 6.5).lineTo(x + 9, y + 6.5).moveTo(x + 7, y + 9).lineTo(x + 9, y + 9).stroke();
    else if (kind === 'person') d.circle(x + 8, y + 6, 2.4).fill().moveTo(x + 3.8, y + 13).bezierCurveTo(x + 4.5, y + 8.5, x + 11.5, y + 8.5, x + 12.2, y + 13).fill();
    else if (kind === 'coin') d.circle(x + 8, y + 8, 4.2).stroke().moveTo(x + 8, y + 5.5).lineTo(x + 8, y + 10.5).stroke();
    else if (kind === 'bank') d.polygon([x + 3.5, y + 7], [x + 8, y + 3.5], [x + 12.5, y + 7]).fill().rect(x + 4.5, y + 8, 1.4, 4).rect(x + 7.3, y + 8, 1.4, 4).rect(x + 10.1, y + 8, 1.4, 4).fill();
    else if (kind === 'pen') d.moveTo(x + 4.5, y + 11.5).lineTo(x + 11, y + 5).lineTo(x + 12, y + 6).lineTo(x + 5.5, y + 12.5).closePath().fill();
    else d.circle(x + 6.3, y + 8, 2.6).stroke().circle(x + 9.7, y + 8, 2.6).stroke();
    d.restore();
  }

  card(x: number, y: number, w: number, h: number, title?: string, icon?: Parameters<Sheet['icon']>[2], sub?: string): void {
    this.doc.save().roundedRect(x, y, w, h, this.look.radius + 4).lineWidth(0.8).fillAndStroke('#ffffff', this.look.line).restore();
    if (!title) return;
    if (icon) this.icon(x + 10, y + 9, icon);
    this.text(x + (icon ? 32 : 12), y + 12, title, { size: 10.5, bold: true });
    if (sub) this.text(x + w - 212, y + 13, sub, { size: 6.5, color: this.look.soft, width: 200, align: 'right' });
  }

  /** The input box: grey fill, label inside its top edge (or just above a pill) in small caps. */
  box(x: number, y: number, w: number, label: string, h = 28, caret = false): { vx: number; vy: number; vw: number; vh: number } {
    const L = this.look, r = L.pill ? h / 2 : L.radius;
    let top = y;
    if (!L.labelInside) { this.text(x + r * 0.6, y, label, { size: 5.8, caps: true, color: L.soft }); top = y + 9; }
    this.doc.save().roundedRect(x, top, w, h, Math.min(r, h / 2)).lineWidth(0.5).fillAndStroke(L.fill, L.line).restore();
    if (L.labelInside) this.text(x + 7, top + 4, label, { size: 5.6, caps: true, color: L.soft });
    if (caret) this.doc.save().polygon([x + w - 15, top + h / 2 - 1.5], [x + w - 8, top + h / 2 - 1.5], [x + w - 11.5, top + h / 2 + 2.5]).fill(L.soft).restore();
    const inset = L.pill ? r * 0.6 : 7;
    return L.labelInside ? { vx: x + inset, vy: top + 11, vw: w - inset - (caret ? 18 : 6), vh: h - 12 } : { vx: x + inset, vy: top + 3, vw: w - inset * 2 - (caret ? 10 : 0), vh: h - 6 };
  }

  input(x: number, y: number, w: number, label: string, v: Val, h = 28): void {
    const b = this.box(x, y, w, label, h);
    this.put(b.vx, b.vy, b.vw, b.vh, v);
  }

  /** A dropdown-like box: the chosen option written in it, a caret at its right. */
  dropdown(x: number, y: number, w: number, label: string, v: Val, h = 28): void {
    const b = this.box(x, y, w, label, h, true);
    this.put(b.vx, b.vy, b.vw, b.vh, v);
  }

  /** Place one value in the style; empty values print nothing (an empty AcroForm field in `fillable`). */
  put(x: number, y: number, w: number, h: number, v: Val, size = 9.5): void {
    const t = v.text ?? '';
    const name = `${v.key}`.replace(/[^A-Za-z0-9_.]/g, '_');
    if (this.style === 'fillable') { this.acroText(name, x, y, w, h, t); }
    else if (t) {
      const d = this.doc;
      const fit = (font: string, s0: number) => { let sz = s0; while (sz > 5 && d.font(font).fontSize(sz).widthOfString(t) > w) sz -= 0.5; return sz; };
      if (this.style === 'typed') { const sz = fit('Helvetica', size); d.font('Helvetica').fontSize(sz).fillColor('#111111').text(t, x, y + (h - sz) / 2, { lineBreak: false }); }
      else {
        const r = this.rng, hs = fit(HAND_FONT, size + 2.5);
        d.save().rotate(r.float(-2.2, 2.2), { origin: [x, y + h / 2] });
        d.font(HAND_FONT).fontSize(hs).fillColor('#1f3fa8').text(t, x + r.float(-1, 3), y + (h - hs) / 2 + r.float(-1.5, 1), { lineBreak: false });
        d.restore();
      }
    }
    if (t) this.placed.push({ key: v.key, text: t, fields: v.fields ?? {}, page: this.page, ...(this.style === 'fillable' ? { acro: name } : {}) });
  }

  /** A checkbox row (`box`) or radio circles (`radio`); `chosen` is the index marked, or null. */
  choices(x: number, y: number, key: string, opts: readonly Opt[], chosen: number | null, kind: 'box' | 'radio', gap = 12): number {
    let cx = x;
    for (const [i, o] of opts.entries()) {
      const d = this.doc.save().lineWidth(0.8).strokeColor(this.look.soft);
      if (kind === 'box') d.roundedRect(cx, y, 9, 9, 2).fillAndStroke('#ffffff', this.look.soft); else d.circle(cx + 4.5, y + 4.5, 4.5).fillAndStroke('#ffffff', this.look.soft);
      d.restore();
      this.text(cx + 13, y + 1, o.label, { size: 8 });
      const name = `${key}_${o.label}`.replace(/[^A-Za-z0-9]+/g, '_');
      if (this.style === 'fillable') this.acroCheck(name, cx, y, i === chosen, kind);
      else if (i === chosen) this.mark(cx, y, kind);
      if (i === chosen) this.placed.push({ key, text: o.label, fields: o.fields ?? {}, page: this.page, check: true, ...(this.style === 'fillable' ? { acro: name } : {}) });
      cx += 13 + this.doc.font(this.look.font).fontSize(8).widthOfString(o.label) + gap;
    }
    return cx;
  }

  private mark(x: number, y: number, kind: 'box' | 'radio'): void {
    const d = this.doc.save(), r = this.rng;
    if (this.style === 'handwritten') {
      const j = () => r.float(-1, 1);
      d.lineWidth(1.3).strokeColor('#1f3fa8').lineCap('round');
      if (r.chance(0.5)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 10 + j(), y + 10 + j()).moveTo(x + 10 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 10 + j()).stroke();
      else d.moveTo(x + j(), y + 5 + j()).lineTo(x + 4, y + 9 + j()).lineTo(x + 12 + j(), y - 3 + j()).stroke();
    } else if (kind === 'radio') d.circle(x + 4.5, y + 4.5, 2.5).fill(this.look.accent);
    else if (this.look.mark === 'x') { d.restore(); this.doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#111111').text('X', x + 1.6, y + 0.8, { lineBreak: false }); return; }
    else d.roundedRect(x, y, 9, 9, 2).fill(this.look.accent).lineWidth(1.4).strokeColor('#ffffff').moveTo(x + 2, y + 4.6).lineTo(x + 4, y + 6.8).lineTo(x + 7.2, y + 2.4).stroke();
    d.restore();
  }

  private raw(): RawDoc { return this.doc as unknown as RawDoc; }

  private widget(x: number, y: number, w: number, h: number, dict: object): void {
    const raw = this.raw();
    raw.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    raw._root.data.AcroForm!.data.Fields.push(raw.page.annotations[raw.page.annotations.length - 1]!);
  }

  private acroText(name: string, x: number, y: number, w: number, h: number, value: string): void {
    const raw = this.raw();
    let size = 9;
    const f = this.doc.font('Helvetica');
    while (size > 5 && f.fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
    const font = raw._font;
    const ap = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(value ? `/Tx BMC q BT /${font.id} ${size} Tf 0 0 0 rg 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfStr(value)}) Tj ET Q EMC` : '/Tx BMC EMC');
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap },
      ...(value ? { V: new String(value) } : {}) });
  }

  private acroCheck(name: string, x: number, y: number, on: boolean, kind: 'box' | 'radio'): void {
    const raw = this.raw();
    const yes = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 9, 9] });
    yes.end(kind === 'radio' ? '0 0 0 rg 4.5 2 m 5.9 2 7 3.1 7 4.5 c 7 5.9 5.9 7 4.5 7 c 3.1 7 2 5.9 2 4.5 c 2 3.1 3.1 2 4.5 2 c f'
      : '0 0 0 RG 1.2 w 1.8 4.6 m 3.8 2.2 l 7.4 7 l S');
    const off = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 9, 9] });
    off.end('');
    this.widget(x, y, 9, 9, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
  }

  /** The step header: numbered circles joined by a progress bar, the current step filled. */
  steps(x: number, y: number, w: number, names: readonly string[], current: number): void {
    const d = this.doc, L = this.look, step = w / names.length;
    d.save().roundedRect(x, y + 22, w, 4, 2).fill('#e6e8ec').roundedRect(x, y + 22, step * (current + 0.5), 4, 2).fill(L.accent).restore();
    for (const [i, n] of names.entries()) {
      const cx = x + step * i + 10;
      d.save().circle(cx, y + 8, 8).fill(i <= current ? L.accent : '#d5d9e0').restore();
      this.text(cx - 8, y + 4.5, String(i + 1), { size: 8, bold: true, color: '#ffffff', width: 16, align: 'center' });
      this.text(cx + 12, y + 4.5, n, { size: 8.5, bold: i === current, color: i === current ? L.ink : L.soft });
    }
  }

  /** Page x of y and the form code on every page (pages buffered). */
  footer(code: string, left: string): void {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      this.doc.save().moveTo(36, 758).lineTo(576, 758).lineWidth(0.4).stroke(this.look.line).restore();
      this.text(36, 764, left, { size: 6.5, color: this.look.soft });
      this.text(376, 764, `${code}  |  Page ${i + 1} of ${range.count}`, { size: 6.5, color: this.look.soft, width: 200, align: 'right' });
    }
  }
}
