// Independent177: one drawing surface for the three styles. Layouts say where a label, a value or a checkbox goes
// (pdfkit's top-left coordinates); the canvas draws it as page text (typed), as rotated script ink with vector
// check marks (handwritten), or as AcroForm widgets with /V and appearance streams (fillable), and records what went
// where in PDF points from the bottom left.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string; page: number; box: Box; text: string; fields: Record<string, FieldValue>;
  /** The caption printed beside the value when the value alone does not tell its type (a bare 9-digit BN or SIN). */
  label?: string;
  kind: 'text' | 'check';
  acroform_field?: string;
}
export interface Look { font: string; bold: string; size: number; ink: string; accent: string; producer: string }

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const MARKS = ['x', 'tick', 'ring'] as const;

/** A PDF string for a content stream, WinAnsi-encoded (Latin-1 letters as octal escapes). */
function pdfStr(s: string): string {
  let o = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') o += '\\' + ch;
    else if (c >= 32 && c < 127) o += ch;
    else if (c >= 160 && c < 256) o += '\\' + c.toString(8).padStart(3, '0');
    else o += ch === '\u2019' ? "'" : '?';
  }
  return `(${o})`;
}

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  readonly W = 612;
  readonly H = 792;
  page = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private names = new Set<string>();
  private helv: PDFKit.PDFKitReference | null = null;
  private hand: string;
  private mark: (typeof MARKS)[number];

  readonly style: Style;
  readonly look: Look;
  private jitter: Rng;

  constructor(style: Style, jitter: Rng, look: Look) {
    this.style = style; this.jitter = jitter; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Producer: look.producer, Creator: look.producer, CreationDate: new Date(Date.UTC(2025, 10, 3)), ModDate: new Date(Date.UTC(2025, 10, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.hand = 'Times-Italic';
    if (existsSync(HAND_FONT)) { this.doc.registerFont('Hand177', HAND_FONT); this.hand = 'Hand177'; }
    this.mark = jitter.pick(MARKS);
    if (style === 'fillable') {
      const d = this.doc as unknown as { ref(o: object): PDFKit.PDFKitReference; _root: { data: Record<string, unknown> }; _acroform: unknown };
      this.helv = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      (this.helv as unknown as { end(): void }).end();
      d._root.data.AcroForm = d.ref({ Fields: [], DR: { Font: { Helv: this.helv } }, DA: new String('/Helv 0 Tf 0 g') });
      d._acroform = { fonts: {}, defaultFont: 'Helv' };
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** A box from top-left coordinates to PDF points from the bottom left. */
  box(x: number, yTop: number, w: number, h: number): Box {
    const r = (v: number) => Math.round(v * 100) / 100;
    return [r(x), r(this.H - yTop - h), r(x + w), r(this.H - yTop)];
  }

  /** Printed form text (labels, headings, paragraphs): page text in every style. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? (o.bold ? this.look.bold : this.look.font)).fontSize(o.size ?? this.look.size).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  width(s: string, size?: number, bold?: boolean): number {
    return this.doc.font(bold ? this.look.bold : this.look.font).fontSize(size ?? this.look.size).widthOfString(s);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i++}`;
    this.names.add(n);
    return n;
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: object): void; page: { annotations: unknown[] };
      _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private appearance(w: number, h: number, content: string): PDFKit.PDFKitReference {
    const d = this.doc as unknown as { ref(o: object): PDFKit.PDFKitReference };
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv } } });
    ap.end(content);
    return ap;
  }

  /** A filled-in value in the area (x, y, w) whose top is y. Empty text leaves the field blank. Fields {} make a decoy. */
  value(key: string, s: string, x: number, y: number, w: number, fields: Record<string, FieldValue>, o: { size?: number; label?: string } = {}): void {
    const size = o.size ?? this.look.size + 1;
    let box: Box, acro: string | undefined;
    if (this.style === 'fillable') {
      const h = size + 5, name = this.fieldName(key);
      const ap = this.appearance(w, h, `/Tx BMC q BT /Helv ${size - 1} Tf 0 g 2 ${(h - size + 3) / 2} Td ${pdfStr(s)} Tj ET Q EMC`);
      this.widget(x, y - 2, w, h, { FT: 'Tx', T: new String(name), ...(s ? { V: new String(s) } : {}), DA: new String(`/Helv ${size - 1} Tf 0 g`), AP: { N: ap } });
      box = this.box(x - 1, y - 3, w + 2, h + 2); acro = name;
    } else if (this.style === 'handwritten') {
      if (!s) return;
      const j = this.jitter, hs = size + 1.5, ang = j.float(-2.5, 2.5), dx = j.float(-1, 5), dy = j.float(-2.5, 1.5);
      this.doc.font(this.hand).fontSize(hs);
      const tw = this.doc.widthOfString(s), slack = tw * Math.sin((Math.abs(ang) * Math.PI) / 180) + 3;
      this.doc.save().rotate(ang, { origin: [x + dx, y + dy + hs * 0.7] }).fillColor(this.look.ink).text(s, x + dx, y + dy - 1, { lineBreak: false }).restore();
      box = this.box(x + dx - 3, y + dy - 1 - slack, tw + 6, hs * 1.25 + 2 * slack);
    } else {
      if (!s) return;
      this.doc.font(this.look.font).fontSize(size).fillColor('#111').text(s, x + 2, y, { lineBreak: false });
      box = this.box(x, y - 2, this.doc.widthOfString(s) + 4, size * 1.25 + 3);
    }
    if (!s) return;
    const p: Placed = { key, page: this.page, box, text: s, fields, kind: 'text', ...(o.label ? { label: o.label } : {}), ...(acro ? { acroform_field: acro } : {}) };
    (Object.keys(fields).length ? this.placed : this.decoys).push(p);
  }

  /** A checkbox and its caption; a checked one with fields is a placed value (its text is the caption). */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields: Record<string, FieldValue> = {}, o: { size?: number } = {}): void {
    const size = o.size ?? this.look.size, s = size + 1, lw = this.width(label, size);
    this.text(label, x + s + 3, y + 0.5, { size });
    const box = this.box(x - 2, y - 2, s + lw + 7, s + 4);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const on = this.appearance(s, s, `q 0 g BT /Helv ${s - 1} Tf 1.5 1.5 Td (X) Tj ET Q`), off = this.appearance(s, s, 'q Q');
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
      this.rect(x, y, s, s);
      if (checked) (Object.keys(fields).length ? this.placed : this.decoys).push({ key, page: this.page, box, text: label, fields, kind: 'check', acroform_field: name });
      return;
    }
    this.rect(x, y, s, s);
    if (!checked) return;
    if (this.style === 'typed') this.text('X', x + 1.6, y + 1, { size: s - 0.5, bold: true });
    else {
      const j = this.jitter, d = this.doc.save().lineWidth(1.3).strokeColor(this.look.ink);
      if (this.mark === 'x') d.moveTo(x - 1 + j.float(0, 1), y - 1).lineTo(x + s + 1, y + s + j.float(0, 1.5)).moveTo(x + s + j.float(0, 1), y - 1).lineTo(x - 1, y + s + 1).stroke();
      else if (this.mark === 'tick') d.moveTo(x, y + s * 0.5).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3, y - 3 + j.float(0, 1.5)).stroke();
      else d.ellipse(x + (s + lw + 3) / 2, y + s / 2, (s + lw + 3) / 2 + 3, s / 2 + 3).stroke();
      d.restore();
    }
    (Object.keys(fields).length ? this.placed : this.decoys).push({ key, page: this.page, box, text: label, fields, kind: 'check' });
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
