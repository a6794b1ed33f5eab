// A dense boxed grid on one pdfkit page: cells with tiny top-left captions, values typed, handwritten or in AcroForm
// fields (with /V and appearance streams), checkbox rows, and a record of where every value went.
import { existsSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Checks, FieldValue, Val } from './model.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  text: string;
  /** The caption the value sits under (the reader's context, e.g. "Federal Tax ID (EIN)"). */
  label: string;
  fields: Record<string, FieldValue>;
  via: 'text' | 'check' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}
export interface Theme {
  capFont: string; capSize: number; capColor: string; rule: string; ruleW: number; capFill: string | null;
  valueFont: string; valueSize: number; ink: string; handSize: number; bandFill: string; bandText: string;
  fieldName: (key: string) => string; onState: 'Yes' | 'code'; mark: 'x' | 'tick' | 'ring' | 'mixed';
}
export interface Cell { w: number; cap: string; val?: Val | null; checks?: Checks | null; /** no caption: a grid cell under a header row */ bare?: boolean; label?: string; fill?: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612, PAGE_H = 792, LEFT = 22, WIDTH = 568;
const esc = (s: string) => s.replace(/([\\()])/g, '\\$1');

export class Sheet {
  y = 0;
  placed: Placed[] = [];
  decoys: Placed[] = [];
  private helv: any;
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly jitter: Rng;
  readonly t: Theme;
  constructor(doc: PDFKit.PDFDocument, style: Style, jitter: Rng, t: Theme) {
    this.doc = doc; this.style = style; this.jitter = jitter; this.t = t;
    doc.registerFont('hand', existsSync(HAND) ? HAND : 'Helvetica-Oblique');
    doc.font('Helvetica');
    this.helv = (doc as any)._font;
    if (style === 'fillable') {
      doc.initForm();
      (doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  /** A section band across the page. */
  band(title: string, h = 10): void {
    const d = this.doc;
    d.rect(LEFT, this.y, WIDTH, h).fill(this.t.bandFill);
    d.font('Helvetica-Bold').fontSize(6.5).fillColor(this.t.bandText).text(title.toUpperCase(), LEFT + 3, this.y + 2, { lineBreak: false, characterSpacing: 0.4 });
    this.y += h;
  }

  /** A row of boxed cells; widths are weights across the page. */
  row(cells: Cell[], h = 18): void {
    const total = cells.reduce((s, c) => s + c.w, 0);
    let x = LEFT;
    for (const c of cells) {
      const w = (WIDTH * c.w) / total;
      this.cell(c, x, this.y, w, h);
      x += w;
    }
    this.y += h;
  }

  /** Fine print across the page. */
  para(text: string, size = 5.2): void {
    const d = this.doc;
    d.font(this.t.capFont).fontSize(size).fillColor('#333');
    const h = d.heightOfString(text, { width: WIDTH - 6 });
    d.text(text, LEFT + 3, this.y + 2, { width: WIDTH - 6, lineGap: 0 });
    this.y += h + 4;
  }

  cell(c: Cell, x: number, y: number, w: number, h: number): void {
    const d = this.doc, t = this.t;
    const capH = c.bare ? 0.5 : t.capSize + 2, label = c.label ?? c.cap;
    if (c.fill) d.rect(x, y, w, h).fill(c.fill);
    else if (t.capFill && !c.bare) d.rect(x, y, w, t.capSize + 2).fill(t.capFill);
    d.lineWidth(t.ruleW).strokeColor(t.rule).rect(x, y, w, h).stroke();
    if (!c.bare) d.font(t.capFont).fontSize(t.capSize).fillColor(t.capColor).text(c.cap, x + 1.6, y + 1.1, { lineBreak: false });
    if (c.checks) this.checks(c.checks, x, y - (c.bare ? t.capSize + 1.5 : 0), w, h, label);
    else if (c.val) this.value(c.val, x + 2.5, y + capH, w - 4, h - capH - 1, label);
    else if (this.style === 'fillable' && !c.fill) this.textField(`${label}`.replace(/\W+/g, '_') + `_${Math.round(x)}_${Math.round(y)}`, '', x + 1, y + capH, w - 2, h - capH - 1);
  }

  /** One value in the area (x, y, w, h) (top-left coordinates). */
  value(v: Val, x: number, y: number, w: number, h: number, label: string): void {
    if (!v.text) return;
    const d = this.doc, t = this.t;
    let box: Box;
    let via: Placed['via'] = 'text';
    let field: string | undefined;
    if (this.style === 'fillable') {
      field = t.fieldName(v.key);
      box = this.textField(field, v.text, x - 1.5, y, w + 1, h);
      via = 'acroform';
    } else if (this.style === 'typed') {
      let size = t.valueSize;
      d.font(t.valueFont);
      while (size > 5 && d.fontSize(size).widthOfString(v.text) > w - 1) size -= 0.25;
      const ty = y + h - size * 1.05 - 0.5;
      d.fillColor('#000').text(v.text, x + 0.5, ty, { lineBreak: false });
      const tw = d.widthOfString(v.text);
      box = [x - 0.5, PAGE_H - (ty + size * 1.25), x + tw + 1.5, PAGE_H - ty + 1];
    } else {
      let size = t.handSize + this.jitter.float(-0.6, 0.6);
      d.font('hand');
      while (size > 5.5 && d.fontSize(size).widthOfString(v.text) > w - 3) size -= 0.25;
      const tw = d.widthOfString(v.text);
      const angle = this.jitter.float(-2.5, 2.5);
      const tx = x + this.jitter.float(0, Math.max(0, Math.min(6, w - tw - 3)));
      const ty = y + h - size * 1.0 + this.jitter.float(-1.2, 0.6);
      const ox = tx, oy = ty + size * 0.75;
      d.save().rotate(angle, { origin: [ox, oy] }).fillColor(t.ink).text(v.text, tx, ty, { lineBreak: false }).restore();
      const rad = (angle * Math.PI) / 180, cos = Math.cos(rad), sin = Math.sin(rad);
      const pts = [[tx, ty], [tx + tw, ty], [tx, ty + size * 1.2], [tx + tw, ty + size * 1.2]].map(([px, py]) => {
        const dx = px! - ox, dy = py! - oy;
        return [ox + cos * dx - sin * dy, PAGE_H - (oy + sin * dx + cos * dy)] as const;
      });
      box = [Math.min(...pts.map((p) => p[0])) - 1.5, Math.min(...pts.map((p) => p[1])) - 1.5, Math.max(...pts.map((p) => p[0])) + 1.5, Math.max(...pts.map((p) => p[1])) + 1.5];
    }
    this.record({ key: v.key, page: 1, box, text: v.text, label, fields: v.fields, via, ...(field ? { acroform_field: field } : {}) });
  }

  private record(p: Placed): void {
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(p);
  }

  /** A checkbox row: the checked option gets a mark (typed: a letter X; handwritten: a drawn X, tick or ring). */
  checks(c: Checks, x: number, y: number, w: number, h: number, label: string): void {
    const d = this.doc, t = this.t;
    const sq = 5.2, size = t.capSize + 0.6;
    let ox = x + 3;
    const oy = y + t.capSize + 2 + (h - t.capSize - 2 - sq) / 2;
    for (const opt of c.options) {
      d.lineWidth(0.5).strokeColor('#222').rect(ox, oy, sq, sq).stroke();
      d.font(t.capFont).fontSize(size).fillColor('#111').text(opt, ox + sq + 1.5, oy - 0.2, { lineBreak: false });
      const lw = d.font(t.capFont).fontSize(size).widthOfString(opt);
      const on = opt === c.checked;
      const box: Box = [ox - 1, PAGE_H - (oy + sq + 1.5), ox + sq + 2 + lw + 1, PAGE_H - (oy - 1.5)];
      const name = `${t.fieldName(c.val.key)}_${opt.replace(/\W+/g, '')}`;
      const onState = t.onState === 'Yes' ? 'Yes' : opt.replace(/\W+/g, '') || 'On';
      if (this.style === 'fillable') this.checkField(name, onState, on, ox, oy, sq);
      else if (on) this.mark(ox, oy, sq, lw);
      if (on && !c.other) {
        this.record({ key: c.val.key, page: 1, box, text: opt, label, fields: c.val.fields, via: this.style === 'fillable' ? 'acroform' : 'check',
          ...(this.style === 'fillable' ? { acroform_field: name, ...(onState !== 'Yes' ? { acroform_value: onState } : {}) } : {}) });
      }
      ox += sq + lw + 6;
      if (opt.endsWith(':')) {
        const lineW = Math.max(30, x + w - ox - 2);
        d.lineWidth(0.4).moveTo(ox - 3, oy + sq + 0.5).lineTo(ox - 3 + lineW, oy + sq + 0.5).stroke();
        if (on && c.other) this.value(c.other, ox - 2, oy - 4, lineW - 2, sq + 4.5, `${label} Other`);
        ox += lineW;
      }
    }
  }

  private mark(x: number, y: number, sq: number, lw: number): void {
    const d = this.doc, j = this.jitter;
    const kind = this.t.mark === 'mixed' ? j.pick(['x', 'tick', 'ring'] as const) : this.t.mark;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(6.5).fillColor('#000').text('X', x + 0.6, y - 0.4, { lineBreak: false });
      return;
    }
    d.save().lineWidth(j.float(0.7, 1.1)).strokeColor(this.t.ink).lineCap('round');
    const a = () => j.float(-0.8, 0.8);
    if (kind === 'x') d.moveTo(x - 0.5 + a(), y - 0.5 + a()).lineTo(x + sq + 0.8 + a(), y + sq + 0.6 + a()).moveTo(x + sq + 0.6 + a(), y - 0.6 + a()).lineTo(x - 0.4 + a(), y + sq + 0.8 + a()).stroke();
    else if (kind === 'tick') d.moveTo(x + 0.3, y + sq * 0.5 + a()).lineTo(x + sq * 0.4, y + sq + 0.3).lineTo(x + sq + 2 + a(), y - 2.2 + a()).stroke();
    else d.ellipse(x + (sq + lw + 2) / 2, y + sq / 2, (sq + lw + 2) / 2 + 2.5 + a(), sq / 2 + 2.2).stroke();
    d.restore();
  }

  /** A text widget with its value and an appearance stream showing it. Returns the rectangle in PDF points. */
  textField(name: string, value: string, x: number, y: number, w: number, h: number): Box {
    const d = this.doc as any;
    const size = Math.min(8, h - 2);
    let fs = size;
    d.font('Helvetica');
    while (fs > 4.5 && d.fontSize(fs).widthOfString(value) > w - 3) fs -= 0.25;
    const content = `/Tx BMC q BT /${this.helv.id} ${fs.toFixed(2)} Tf 0 g 1.5 ${((h - fs * 0.7) / 2).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv.id]: this.helv.ref() } } });
    ap.end(content);
    const rect: Box = [x, PAGE_H - (y + h), x + w, PAGE_H - y];
    this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${this.helv.id} ${fs.toFixed(2)} Tf 0 g`), AP: { N: ap } }, rect);
    return rect;
  }

  private checkField(name: string, onState: string, on: boolean, x: number, y: number, sq: number): void {
    const d = this.doc as any;
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sq, sq] });
    onAp.end(`q 0 g 0.8 w 0.8 0.8 m ${sq - 0.8} ${sq - 0.8} l S 0.8 ${sq - 0.8} m ${sq - 0.8} 0.8 l S Q`);
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sq, sq] });
    offAp.end('');
    this.widget({ FT: 'Btn', T: new String(name), V: on ? onState : 'Off', AS: on ? onState : 'Off', AP: { N: { [onState]: onAp, Off: offAp } }, MK: { CA: new String('8') } },
      [x, PAGE_H - (y + sq), x + sq, PAGE_H - y]);
  }

  private widget(dict: Record<string, unknown>, rect: Box): void {
    const d = this.doc as any;
    const ref = d.ref({ Type: 'Annot', Subtype: 'Widget', Rect: rect, F: 4, P: d.page.dictionary, Border: [0, 0, 0], ...dict });
    d.page.annotations.push(ref);
    d._root.data.AcroForm.data.Fields.push(ref);
    ref.end();
  }

  /** A scribbled signature: vector strokes only. */
  scribble(x: number, y: number, w: number): void {
    const d = this.doc, j = this.jitter;
    if (this.style === 'fillable') return;
    d.save().lineWidth(0.7).strokeColor(this.t.ink).moveTo(x, y);
    for (let i = 1; i <= 8; i++) d.quadraticCurveTo(x + (w * (i - 0.5)) / 8, y + j.float(-5, 3), x + (w * i) / 8, y + j.float(-2, 1));
    d.stroke().restore();
  }
}
