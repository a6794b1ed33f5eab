// A page canvas over pdfkit for funder forms: labels and legal text are page text; each value is typed, handwritten
// (a cursive font, ink, jitter, a slight turn) or only an AcroForm widget built by hand (fillable). Records every
// value it places, with the truth fields it gives (none for a decoy).
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];

export interface Placed {
  key: string;
  text: string;
  page: number;
  acroform_field?: string;
  /** Truth paths (application.legal_name, application.applicants[0].first_name ...) and the value each gets; empty for a decoy. */
  fields: Record<string, string | number | null>;
  box: Box;
}

export interface Look {
  font: string; bold: string; valueFont: string; accent: string; shade: string;
  field: 'box' | 'underline' | 'grid'; labelSize: number;
}

export interface Cell {
  label: string; w: number; value?: string; key?: string;
  fields?: Record<string, string | number | null>;
}

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf'];
const INKS = ['#1a2a6c', '#0b1d51', '#222222', '#1c3f94', '#2b2b5e'];

interface Ref { end(): void; write(chunk: string): void; data: Record<string, unknown> }
type RefMaker = (data: Record<string, unknown>) => Ref;

function pdfString(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly W = 612;
  readonly H = 792;
  readonly left = 40;
  readonly right = 572;
  readonly bottom = 748;
  y = 40;
  page = 1;
  readonly placed: Placed[] = [];
  private readonly widgets: Ref[] = [];
  private readonly names = new Map<string, number>();
  private helv: Ref | null = null;
  private readonly chunks: Buffer[] = [];
  private readonly hand: string;

  readonly style: Style;
  readonly look: Look;
  private readonly rng: Rng;
  private readonly header: string;

  constructor(style: Style, look: Look, rng: Rng, header: string) {
    this.style = style; this.look = look; this.rng = rng; this.header = header;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 20, autoFirstPage: true, info: { Title: header, Producer: header, Creator: header,
      CreationDate: new Date(Date.UTC(2025, 2, 14)), ModDate: new Date(Date.UTC(2025, 2, 14)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    const hand = HAND_FONTS.find((f) => existsSync(f));
    this.hand = hand ? 'hand' : 'Times-Italic';
    if (hand) this.doc.registerFont('hand', hand);
  }

  private get ref(): RefMaker {
    return (data) => (this.doc as unknown as { ref: RefMaker }).ref(data);
  }

  ensure(h: number): void {
    if (this.y + h > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.page++;
    this.y = 40;
    this.doc.font(this.look.font).fontSize(7).fillColor('#555555').text(`${this.header} - page ${this.page}`, this.left, 24, { lineBreak: false });
    this.doc.fillColor('black');
  }

  text(s: string, x: number, y: number, font: string, size: number, color = 'black'): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false });
    this.doc.fillColor('black');
  }

  /** Legal text: a justified paragraph, moved whole to the next page when it does not fit. */
  para(s: string, size = 7, bold = false): void {
    const w = this.right - this.left;
    this.doc.font(bold ? this.look.bold : this.look.font).fontSize(size);
    const h = this.doc.heightOfString(s, { width: w, align: 'justify' });
    this.ensure(h + 4);
    this.doc.fillColor('#111111').text(s, this.left, this.y, { width: w, align: 'justify' });
    this.y += h + 5;
  }

  section(n: number, title: string): void {
    this.ensure(60);
    const { doc, look } = this;
    if (look.field === 'grid') doc.rect(this.left, this.y, this.right - this.left, 15).fill(look.accent);
    else doc.rect(this.left, this.y + 14, this.right - this.left, 1.2).fill(look.accent);
    this.text(`${n}. ${title}`, this.left + 3, this.y + 3, look.bold, 10, look.field === 'grid' ? 'white' : look.accent);
    this.y += 19;
  }

  subhead(s: string): void {
    this.ensure(50);
    this.text(s, this.left, this.y, this.look.bold, 8.5, this.look.accent);
    this.y += 12;
  }

  /** One row of labelled fields, widths in points (the last stretches to the right margin). */
  row(cells: Cell[], h = 24): void {
    this.ensure(h + 2);
    let x = this.left;
    cells.forEach((c, i) => {
      const w = i === cells.length - 1 ? this.right - x : c.w;
      this.cell(c, x, this.y, w, h);
      x += w;
    });
    this.y += h + 2;
  }

  private cell(c: Cell, x: number, y: number, w: number, h: number): void {
    const { doc, look } = this;
    doc.lineWidth(0.6).strokeColor('#333333');
    let vx = x + 3, vy = y + 9, vw = w - 6;
    if (look.field === 'box') {
      doc.rect(x, y, w, h).stroke();
      this.text(c.label.toUpperCase(), x + 2, y + 1.5, look.font, look.labelSize);
    } else if (look.field === 'grid') {
      doc.rect(x, y, w, 8).fill(look.shade);
      doc.rect(x, y, w, h).stroke();
      this.text(c.label, x + 2, y + 1, look.bold, look.labelSize);
    } else {
      doc.font(look.font).fontSize(look.labelSize);
      const lw = doc.widthOfString(c.label) + 4;
      this.text(c.label, x, y + h - 10, look.font, look.labelSize);
      doc.moveTo(x + lw, y + h - 2).lineTo(x + w - 6, y + h - 2).stroke();
      vx = x + lw + 1; vy = y + 2; vw = w - lw - 8;
    }
    if (c.key) this.value(c.key, c.value ?? '', vx, vy, vw, h - (vy - y) - 1, c.fields ?? {});
  }

  /** A filled value (or, blank, a fillable form's empty widget) at a box given from the top left. */
  value(key: string, s: string, x: number, y: number, w: number, h: number, fields: Record<string, string | number | null>): void {
    const box: Box = [x, this.H - y - h, x + w, this.H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.textWidget(name, s, box);
      if (s) this.placed.push({ key, text: s, page: this.page, acroform_field: name, fields, box });
      return;
    }
    if (!s) return;
    const { doc } = this;
    if (this.style === 'typed') {
      doc.font(this.look.valueFont).fontSize(9.5);
      const size = Math.max(5, Math.min(9.5, 9.5 * w / Math.max(1, doc.widthOfString(s))));
      this.text(s, x, y + Math.max(0, h - size - 2), this.look.valueFont, size);
    } else {
      const base = this.rng.float(10.5, 13);
      doc.font(this.hand).fontSize(base);
      const size = Math.max(6, Math.min(base, base * w / Math.max(1, doc.widthOfString(s))));
      const by = y + Math.max(0, h - size - 1) + this.rng.float(-1.5, 1);
      doc.save();
      doc.rotate(this.rng.float(-2, 2), { origin: [x, by + size] });
      this.text(s, x + this.rng.float(0, 3), by, this.hand, size, this.rng.pick(INKS));
      doc.restore();
    }
    this.placed.push({ key, text: s, page: this.page, fields, box });
  }

  /** A row of checkboxes; the checked one (or none) is marked as the style marks it. */
  checks(label: string, options: string[], checked: number | null, key: string, fields: Record<string, string | number | null>): void {
    this.ensure(16);
    const { doc } = this;
    this.text(label, this.left, this.y + 2, this.look.bold, 8);
    doc.font(this.look.bold).fontSize(8);
    let x = this.left + doc.widthOfString(label) + 10;
    options.forEach((o, i) => {
      doc.lineWidth(0.7).strokeColor('black').rect(x, this.y + 1, 8, 8).stroke();
      this.text(o, x + 11, this.y + 2, this.look.font, 8);
      const box: Box = [x, this.H - this.y - 9, x + 8, this.H - this.y - 1];
      const on = checked === i;
      if (this.style === 'fillable') {
        const name = this.fieldName(`${key}_${o.replace(/[^A-Za-z0-9]+/g, '_')}`);
        this.checkWidget(name, on, box);
        if (on) this.placed.push({ key, text: o, page: this.page, acroform_field: name, fields, box });
      } else if (on) {
        if (this.style === 'typed') this.text('X', x + 1.5, this.y + 1.5, 'Helvetica-Bold', 8);
        else this.mark(x, this.y + 1);
        this.placed.push({ key, text: o, page: this.page, fields, box });
      }
      doc.font(this.look.font).fontSize(8);
      x += doc.widthOfString(o) + 19;
    });
    this.x = x;
    this.y += 14;
  }

  /** Where the last checkbox row ended (for an "Other: ____" line after it). */
  x = 0;

  /** A pen mark: an X or a tick, strokes only. */
  private mark(x: number, y: number): void {
    const { doc, rng } = this;
    doc.save().lineWidth(rng.float(1, 1.6)).strokeColor(rng.pick(INKS));
    if (rng.chance(0.5)) {
      doc.moveTo(x - 1 + rng.float(0, 1), y - 1).lineTo(x + 9, y + 9 + rng.float(0, 1)).stroke();
      doc.moveTo(x + 9 + rng.float(-1, 0), y - 1).lineTo(x - 1, y + 9).stroke();
    } else {
      doc.moveTo(x, y + 4).lineTo(x + 3, y + 8).lineTo(x + 10, y - 3 + rng.float(0, 1.5)).stroke();
    }
    doc.restore();
  }

  /** A signature squiggle (graphics, never text). */
  squiggle(x: number, y: number, w: number): void {
    const { doc, rng } = this;
    doc.save().lineWidth(1).strokeColor(this.style === 'handwritten' ? rng.pick(INKS) : '#1a2a6c').moveTo(x, y);
    for (let i = 1; i <= 6; i++) doc.bezierCurveTo(x + (i - 0.7) * w / 6, y - rng.float(4, 12), x + (i - 0.3) * w / 6, y + rng.float(2, 8), x + i * w / 6, y);
    doc.stroke().restore();
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_]+/g, '_');
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private font(): Ref {
    if (!this.helv) {
      this.helv = this.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
    }
    return this.helv;
  }

  private textWidget(name: string, value: string, rect: Box): void {
    const w = rect[2] - rect[0], h = rect[3] - rect[1];
    const size = Math.min(9, Math.max(5, (w - 4) / Math.max(1, value.length * 0.5)));
    const ap = this.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } });
    ap.write(`/Tx BMC q BT /Helv ${size.toFixed(2)} Tf 0 g 2 ${((h - size) / 2 + 1).toFixed(2)} Td (${pdfString(value)}) Tj ET Q EMC`);
    ap.end();
    this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${size.toFixed(2)} Tf 0 g`), AP: { N: ap } }, rect);
  }

  private checkWidget(name: string, on: boolean, rect: Box): void {
    const w = rect[2] - rect[0], h = rect[3] - rect[1];
    const yes = this.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: {} });
    yes.write(`q 0 G 1.2 w 1 1 m ${w - 1} ${h - 1} l S ${w - 1} 1 m 1 ${h - 1} l S Q`);
    yes.end();
    const off = this.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: {} });
    off.write('q Q');
    off.end();
    const state = on ? 'Yes' : 'Off';
    this.widget({ FT: 'Btn', T: new String(name), V: state, AS: state, MK: { CA: new String('8') }, DA: new String('/ZaDb 0 Tf 0 g'),
      AP: { N: { Yes: yes, Off: off } } }, rect);
  }

  private widget(data: Record<string, unknown>, rect: Box): void {
    const page = this.doc.page as unknown as { dictionary: Ref; annotations: Ref[] };
    const ref = this.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: rect, P: page.dictionary, ...data });
    ref.end();
    page.annotations.push(ref);
    this.widgets.push(ref);
  }

  async finish(): Promise<Uint8Array> {
    if (this.widgets.length) {
      const form = this.ref({ Fields: this.widgets, DR: { Font: { Helv: this.font() } }, DA: new String('/Helv 0 Tf 0 g') });
      // pdfkit ends the catalog's AcroForm itself (endAcroForm) once it knows the form's fonts.
      const doc = this.doc as unknown as { _root: Ref; _acroform: { fonts: Record<string, Ref> } };
      doc._acroform = { fonts: { Helv: this.font() } };
      doc._root.data.AcroForm = form;
    }
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
