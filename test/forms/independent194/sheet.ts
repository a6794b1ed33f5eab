// The drawing surface of set 194: boxes with a tiny caption in the top-left corner and the value large below it, comb
// cells, checkboxes, and the three ways a value gets onto the form (typed text, a handwriting font, AcroForm fields).
// Everything printed is recorded: a value of the application in `placed` (with the truth fields it gives), any other
// value in `decoys`. Coordinates are pdfkit's (origin top left); recorded boxes are PDF points, origin bottom left.
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number | null>;

export interface Placed {
  key: string;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  /** Truth paths this value gives (`application.legal_name` ...) and their values; empty for a decoy. */
  fields: Fields;
  acroform_field?: string;
  /** A checked AcroForm checkbox's on-state when it is not `Yes`. */
  acroform_value?: string;
}

export interface Look {
  caption: string;
  captionBold: string;
  captionSize: number;
  captionColor: string;
  typed: string;
  typedSize: number;
  /** Font file of the handwriting, its size and ink. */
  hand: string;
  handSize: number;
  ink: string;
  /** The typed check mark: a letter X or a ZapfDingbats check. */
  mark: 'X' | 'check';
  rule: number;
  /** AcroForm field names as the broker's PDF tool made them. */
  fieldName: (key: string, n: number, kind: 'text' | 'check') => string;
  onState: string;
}

/** A box's value area. */
export interface Area { x: number; y: number; w: number; h: number }

const PAGE_H = 792;
const COMB = 1 << 24;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly look: Look;
  /** Hand jitter: per style, so it never shifts the values the three styles share. */
  readonly jitter: Rng;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private fieldCount = 0;
  private apFont: { id: string; ref(): unknown } | null = null;

  constructor(doc: PDFKit.PDFDocument, style: Style, look: Look, jitter: Rng) {
    this.doc = doc; this.style = style; this.look = look; this.jitter = jitter;
    doc.registerFont('hand', look.hand);
    if (style === 'fillable') {
      doc.font('Helvetica');
      this.apFont = (doc as any)._font;
      doc.initForm();
      // Every field carries its own appearance stream, as a form saved by Acrobat does: viewers show it as is.
      (doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** A caption in the look's tiny font (printed form text in every style). */
  label(text: string, x: number, y: number, opts: { size?: number; bold?: boolean; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    // A trailing pointer (tax forms' "Sign here"): drawn, the standard fonts have no such glyph.
    const arrow = text.endsWith('\u25B6');
    const t = arrow ? text.slice(0, -1) : text;
    const size = opts.size ?? this.look.captionSize;
    const d = this.doc.font(opts.font ?? (opts.bold ? this.look.captionBold : this.look.caption)).fontSize(size).fillColor(opts.color ?? this.look.captionColor);
    if (opts.width) d.text(t, x, y, { width: opts.width, align: opts.align ?? 'left', lineGap: 0.5 });
    else d.text(t, x, y, { lineBreak: false });
    if (arrow) this.arrow(x + d.widthOfString(t) + 1, y + size * 0.15, size * 0.7);
    d.fillColor('black');
  }

  arrow(x: number, y: number, size: number): void {
    this.doc.polygon([x, y], [x + size * 0.9, y + size / 2], [x, y + size]).fill('black');
  }

  /** A box with its caption in the top-left corner; returns the value area below the caption. */
  box(x: number, y: number, w: number, h: number, caption: string, opts: { fill?: string; capH?: number; stroke?: boolean } = {}): Area {
    const d = this.doc;
    if (opts.fill) d.rect(x, y, w, h).fill(opts.fill);
    if (opts.stroke !== false) d.lineWidth(this.look.rule).strokeColor('black').rect(x, y, w, h).stroke();
    if (caption) this.label(caption, x + 2, y + 1.8);
    const capH = opts.capH ?? (caption ? this.look.captionSize + 3 : 1);
    return { x: x + 1, y: y + capH, w: w - 2, h: h - capH - 1 };
  }

  private record(key: string, a: Area, text: string, via: Placed['via'], fields: Fields | null, extra: Partial<Placed> = {}): void {
    const p: Placed = { key, page: this.page, box: [r2(a.x), r2(PAGE_H - a.y - a.h), r2(a.x + a.w), r2(PAGE_H - a.y)], text, via, fields: fields ?? {}, ...extra };
    (fields && Object.keys(fields).length ? this.placed : this.decoys).push(p);
  }

  private nextName(key: string, kind: 'text' | 'check' = 'text'): string {
    return this.look.fieldName(key, ++this.fieldCount, kind);
  }

  /** A value in an area, in the style's way. `fields` null: a printed value that is not the application's (a decoy). */
  value(a: Area, key: string, text: string, fields: Fields | null, opts: { align?: 'left' | 'right' | 'center'; size?: number } = {}): void {
    if (this.style === 'fillable') {
      const name = this.nextName(key);
      const size = this.fit('Helvetica', text, a.w - 4, Math.min(opts.size ?? 10, a.h - 2));
      this.textField(name, a, text, size, opts.align ?? 'left');
      if (text) this.record(key, a, text, 'acroform', fields, { acroform_field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      const size = this.fit(this.look.typed, text, a.w - 4, opts.size ?? this.look.typedSize);
      const w = this.doc.font(this.look.typed).fontSize(size).widthOfString(text);
      const x = opts.align === 'right' ? a.x + a.w - 2 - w : opts.align === 'center' ? a.x + (a.w - w) / 2 : a.x + 2;
      this.doc.fillColor('black').text(text, x, a.y + Math.max(0, (a.h - size) / 2), { lineBreak: false });
    } else {
      this.hand(text, a, opts.align ?? 'left', opts.size);
    }
    this.record(key, a, text, 'text', fields);
  }

  /** Handwriting: a script font a little rotated, placed a little off, its size a little varied. */
  private hand(text: string, a: Area, align: 'left' | 'right' | 'center', typedSize?: number): void {
    const j = this.jitter;
    const base = typedSize ? (typedSize * this.look.handSize) / this.look.typedSize : this.look.handSize;
    const spacing = j.float(-0.2, 0.5);
    const size = this.fit('hand', text, a.w - 8 - spacing * text.length, base * j.float(0.92, 1.06));
    const w = this.doc.font('hand').fontSize(size).widthOfString(text) + spacing * text.length;
    const slack = Math.max(0, a.w - 4 - w);
    const x = a.x + 2 + (align === 'right' ? slack * j.float(0.75, 1) : align === 'center' ? slack / 2 : Math.min(slack, j.float(0, 6)));
    const y = this.topFor(a.y + a.h - size * 0.24 + j.float(-1.2, 0.4), size);
    const d = this.doc;
    d.save().rotate(j.float(-2.2, 2.2), { origin: [x, y + size / 2] });
    d.fillColor(this.look.ink).text(text, x, y, { lineBreak: false, characterSpacing: spacing });
    d.restore().fillColor('black');
  }

  /** Comb cells: one character per cell (tax forms' TIN and date boxes). One group is one recorded value. */
  comb(x: number, y: number, cellW: number, h: number, chars: string, key: string, fields: Fields | null, n = chars.length): Area {
    const d = this.doc.lineWidth(this.look.rule * 0.8).strokeColor('black');
    d.rect(x, y, cellW * n, h).stroke();
    for (let i = 1; i < n; i++) d.moveTo(x + cellW * i, y + h * 0.45).lineTo(x + cellW * i, y + h).stroke();
    const a: Area = { x, y, w: cellW * n, h };
    if (this.style === 'fillable') {
      const name = this.nextName(key);
      this.textField(name, a, chars, Math.min(11, h - 4), 'left', n);
      if (chars) this.record(key, a, chars, 'acroform', fields, { acroform_field: name });
      return a;
    }
    if (!chars) return a;
    [...chars].forEach((c, i) => {
      if (this.style === 'typed') {
        const s = Math.min(this.look.typedSize + 1, h - 3);
        const w = this.doc.font(this.look.typed).fontSize(s).widthOfString(c);
        this.doc.fillColor('black').text(c, x + cellW * i + (cellW - w) / 2, y + (h - s) / 2 + 0.5, { lineBreak: false });
      } else {
        const s = Math.min(this.look.handSize, h + 1) * this.jitter.float(0.9, 1.08);
        const w = this.doc.font('hand').fontSize(s).widthOfString(c);
        const cx = x + cellW * i + (cellW - w) / 2 + this.jitter.float(-1, 1);
        this.doc.save().rotate(this.jitter.float(-4, 4), { origin: [cx, y + h / 2] })
          .fillColor(this.look.ink).text(c, cx, this.topFor(y + h - 2.5 + this.jitter.float(-0.8, 0.5), s), { lineBreak: false }).restore().fillColor('black');
      }
    });
    this.record(key, a, chars, 'text', fields);
    return a;
  }

  /** A checkbox and its label; returns the x after the label. Checked: the option's fields (null for a decoy). */
  check(x: number, y: number, label: string, key: string, checked: boolean, fields: Fields | null, opts: { size?: number; font?: number } = {}): number {
    const s = opts.size ?? 7.5;
    const fs = opts.font ?? this.look.captionSize + 0.8;
    this.doc.lineWidth(0.6).strokeColor('black').rect(x, y, s, s).stroke();
    this.label(label, x + s + 2.5, y + (s - fs) / 2 + 0.6, { size: fs });
    const end = x + s + 2.5 + this.doc.font(this.look.caption).fontSize(fs).widthOfString(label);
    const a: Area = { x: x - 0.5, y: y - 1, w: end - x + 1.5, h: s + 2 };
    if (this.style === 'fillable') {
      const name = this.nextName(key, 'check');
      this.checkField(name, x, y, s, checked);
      if (checked) this.record(key, a, label, 'acroform_checkbox', fields ?? {}, { acroform_field: name, ...(this.look.onState !== 'Yes' ? { acroform_value: this.look.onState } : {}) });
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      if (this.look.mark === 'X') this.doc.font('Helvetica-Bold').fontSize(s).text('X', x + s * 0.16, y + 0.4, { lineBreak: false });
      // ZapfDingbats has no ascender in its metrics: pdfkit puts its baseline at the given y.
      else this.doc.font('ZapfDingbats').fontSize(s * 0.95).text('4', x + s * 0.1, y + s * 0.86, { lineBreak: false });
    } else {
      // A pen mark, no text: an X or a tick overshooting the box.
      const j = this.jitter;
      const d = this.doc.save().lineWidth(j.float(0.9, 1.4)).strokeColor(this.look.ink).lineCap('round');
      if (j.chance(0.5)) {
        d.moveTo(x + j.float(-1, 1), y + j.float(-1, 1)).lineTo(x + s + j.float(-1, 1.5), y + s + j.float(-1, 1)).stroke();
        d.moveTo(x + s + j.float(-1, 1), y + j.float(-1, 1)).lineTo(x + j.float(-1, 1), y + s + j.float(-1, 1.5)).stroke();
      } else {
        d.moveTo(x + 1, y + s * 0.5).lineTo(x + s * 0.4, y + s + j.float(-0.5, 1)).lineTo(x + s + j.float(1, 3), y - j.float(1, 3)).stroke();
      }
      d.restore();
    }
    this.record(key, a, label, 'checkbox', fields ?? {});
    return end;
  }

  /** A row of checkboxes in an area; `checked` is the option's label or null. */
  checks(x: number, y: number, options: string[], checked: string | null, key: string, fields: (label: string) => Fields | null, gap = 9): number {
    let cx = x;
    for (const o of options) cx = this.check(cx, y, o, `${key}.${slugKey(o)}`, o === checked, o === checked ? fields(o) : null) + gap;
    return cx;
  }

  /** A signature: `/s/` e-signature typed, a scrawl in ink, or a fillable signature field. Always a decoy. */
  signature(a: Area, name: string, key: string): void {
    if (this.style === 'typed') {
      this.doc.font('Times-Italic').fontSize(11).fillColor('#1b2b66').text(`/s/ ${name}`, a.x + 4, a.y + a.h - 12, { lineBreak: false }).fillColor('black');
      this.record(key, a, `/s/ ${name}`, 'text', null);
    } else if (this.style === 'handwritten') {
      const j = this.jitter;
      // Signatures are scrawled with the first name cut to its initial.
      const scrawl = name.replace(/^(\S)\S*\s+/, '$1. ');
      const size = this.fit('hand', scrawl, a.w - 10, this.look.handSize * 1.35);
      this.doc.font('hand').fontSize(size);
      this.doc.save().rotate(j.float(-5, 2), { origin: [a.x + 6, a.y + a.h - 6] }).fillColor(this.look.ink)
        .text(scrawl, a.x + 6, this.topFor(a.y + a.h - 5, size), { lineBreak: false }).restore().fillColor('black');
      this.record(key, a, scrawl, 'text', null);
    } else {
      this.value(a, key, `/s/ ${name}`, null);
    }
  }

  /** The top y that puts the current font's baseline at `baseline` (pdfkit places text by its top). */
  private topFor(baseline: number, size: number): number {
    return baseline - ((this.doc as any)._font.ascender / 1000) * size;
  }

  /** The largest size up to `size` at which the text fits the width. */
  fit(font: string, text: string, width: number, size: number): number {
    let s = size;
    while (s > 5 && this.doc.font(font).fontSize(s).widthOfString(text) > width) s -= 0.25;
    return s;
  }

  private textField(name: string, a: Area, value: string, size: number, align: 'left' | 'right' | 'center', comb = 0): void {
    const d = this.doc as any;
    const f = this.apFont!;
    const helv = d.font('Helvetica').fontSize(size);
    let ops = '';
    if (value && comb) {
      const cw = a.w / comb;
      [...value].forEach((c, i) => {
        ops += `BT /${f.id} ${size} Tf 0 g ${r2(cw * i + (cw - helv.widthOfString(c)) / 2)} ${r2((a.h - size) / 2 + 1.5)} Td <${hex(c)}> Tj ET\n`;
      });
    } else if (value) {
      const w = helv.widthOfString(value);
      const tx = align === 'right' ? a.w - 2 - w : align === 'center' ? (a.w - w) / 2 : 2;
      ops = `BT /${f.id} ${size} Tf 0 g ${r2(tx)} ${r2((a.h - size) / 2 + 1.5)} Td <${hex(value)}> Tj ET`;
    }
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, r2(a.w), r2(a.h)], Resources: { Font: { [f.id]: f.ref() } } });
    ap.end(`/Tx BMC q ${ops} Q EMC`);
    const dict: Record<string, unknown> = { Subtype: 'Widget', FT: 'Tx', T: new String(name), DA: new String(`/${f.id} ${size} Tf 0 g`), F: 4, AP: { N: ap },
      MK: { BG: [0.91, 0.94, 1] } };
    if (value) dict.V = new String(value);
    if (comb) { dict.Ff = COMB; dict.MaxLen = comb; }
    if (align !== 'left') dict.Q = align === 'right' ? 2 : 1;
    this.widget(a.x, a.y, a.w, a.h, dict);
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 1 w 0 g ${r2(s * 0.2)} ${r2(s * 0.5)} m ${r2(s * 0.42)} ${r2(s * 0.2)} l ${r2(s * 0.85)} ${r2(s * 0.85)} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const state = checked ? this.look.onState : 'Off';
    this.widget(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4, AP: { N: { [this.look.onState]: on, Off: off } } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, dict);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }
}

function r2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** WinAnsi bytes of a Latin-1 string, as hex for a content stream. */
function hex(s: string): string {
  return [...s].map((c) => Math.min(c.charCodeAt(0), 0xff).toString(16).padStart(2, '0')).join('');
}

export function slugKey(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}
