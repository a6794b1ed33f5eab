// Drawing for set 165 with pdfkit: static form text, and values in one of three styles: typed page text, a script
// font (Z003, embedded, slightly rotated and shifted; checkbox marks drawn as X, tick or ring), or AcroForm fields with
// /V and appearance streams (checkboxes as Btn fields with on/off states). Records where every value went.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface Placed {
  key: string;
  /** Truth paths without `application.` (`legal_name`, `applicants[0].tax_id`) and what the rules read; empty for a decoy. */
  fields: Record<string, FieldValue>;
  text: string; page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  via: 'text' | 'script' | 'acroform' | 'mark';
  /** The printed label beside the value (a bare tax ID's type comes from it). */
  label?: string;
  acroform_field?: string; acroform_value?: string;
}
export interface Cell { label: string; w: number; key?: string; text?: string; fields?: Record<string, FieldValue>; pre?: boolean; note?: string }

function scriptFont(): string {
  const known = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf'];
  for (const p of known) if (existsSync(p)) return p;
  const walk = (dir: string): string | null => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) { const f = walk(p); if (f) return f; } else if (/^Z003.*\.(otf|ttf)$/i.test(e.name)) return p;
    }
    return null;
  };
  const f = existsSync('/usr/share/fonts') ? walk('/usr/share/fonts') : null;
  if (!f) throw new Error('no Z003 script font under /usr/share/fonts');
  return f;
}

type Any = any;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly H = 792;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly names = new Map<string, number>();

  readonly style: Style;
  readonly font: string;
  readonly bold: string;
  private readonly ink: Rng;

  constructor(style: Style, ink: Rng, font: string, bold: string, title: string) {
    this.style = style; this.ink = ink; this.font = font; this.bold = bold;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'FormDesk 4.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 5, 2, 15, 4)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'handwritten') this.doc.registerFont('script', scriptFont());
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      (this.doc as Any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static form text (labels, headings, paragraphs); `w` wraps. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; w?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const d = this.doc.font(o.font ?? (o.bold ? this.bold : this.font)).fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    if (o.w) d.text(s, x, y, { width: o.w, align: o.align ?? 'left', lineGap: 1 });
    else d.text(s, x, y, { lineBreak: false });
  }

  fill(x: number, y: number, w: number, h: number, color: string): void { this.doc.save().rect(x, y, w, h).fill(color).restore(); }
  frame(x: number, y: number, w: number, h: number, lw = 0.5, color = '#555'): void { this.doc.lineWidth(lw).strokeColor(color).rect(x, y, w, h).stroke(); }
  line(x0: number, y0: number, x1: number, y1: number, lw = 0.5, color = '#555'): void {
    this.doc.lineWidth(lw).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke();
  }

  /** A filled value: `y` is the top of its line. `pre` marks funder-preprinted text (typed in every style). */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, FieldValue> = {}, o: { pre?: boolean; size?: number; label?: string } = {}): void {
    if (this.style === 'fillable' && !o.pre) { this.formText(key, text, x, y, w, fields, o); return; }
    if (!text) return;
    const d = this.doc;
    let size = o.size ?? 8.5, angle = 0, dx = 0, dy = 0;
    const script = this.style === 'handwritten' && !o.pre;
    if (script) {
      d.font('script');
      size += this.ink.float(1.5, 3.2); angle = this.ink.float(-2.5, 2.5); dx = this.ink.float(-1, 2.5); dy = this.ink.float(-2, 0.5);
    } else d.font(this.font);
    d.fontSize(size);
    let tw = d.widthOfString(text);
    if (tw > w) { size *= w / tw; d.fontSize(size); tw = d.widthOfString(text); }
    d.save().fillColor(script ? this.ink.pick(['#1b2f7a', '#15151a', '#0d3b8c']) : '#000');
    if (angle) d.rotate(angle, { origin: [x + dx, y + dy + size * 0.8] });
    d.text(text, x + dx, y + dy, { lineBreak: false });
    d.restore();
    const pad = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw + 2;
    this.record({ key, text, fields, page: this.page, via: script ? 'script' : 'text', label: o.label,
      box: [x + dx - 2, this.H - (y + dy + size * 1.25) - pad, x + dx + tw + 2, this.H - (y + dy) + pad] });
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9]+/g, '_');
    const n = this.names.get(base) ?? 0;
    this.names.set(base, n + 1);
    return n ? `${base}_${n}` : base;
  }

  private formText(key: string, text: string, x: number, y: number, w: number, fields: Record<string, FieldValue>, o: { size?: number; label?: string }): void {
    const d = this.doc;
    const name = this.fieldName(key);
    const h = (o.size ?? 8.5) + 5;
    d.font('Helvetica');
    const font = (d as Any)._font;
    let size = o.size ?? 8.5;
    const tw = font.widthOfString(text, size);
    if (tw > w - 4) size *= (w - 4) / tw;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    const hex = text ? (font.encode(text)[0] as string[]).join('') : '';
    ap.end(text ? `/Tx BMC q BT /${font.id} ${size.toFixed(2)} Tf 0 g 2 ${((h - size) / 2 + 1).toFixed(2)} Td <${hex}> Tj ET Q EMC` : '/Tx BMC EMC');
    this.widget(x - 1, y - 2, w, h, { FT: 'Tx', T: new String(name), ...(text ? { V: new String(text) } : {}),
      DA: new String(`/${font.id} ${size.toFixed(2)} Tf 0 g`), AP: { N: ap } });
    if (text) this.record({ key, text, fields, page: this.page, via: 'acroform', label: o.label, acroform_field: name, box: [x - 1, this.H - (y - 2 + h), x - 1 + w, this.H - (y - 2)] });
  }

  /** A widget annotation that is also a top-level AcroForm field (pdfkit's formAnnotation cannot carry /AP). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { ...dict, Subtype: 'Widget', F: 4 } as Any);
    const ref = (this.doc.page as Any).annotations.at(-1);
    (this.doc as Any)._root.data.AcroForm.data.Fields.push(ref);
  }

  /** A checkbox with its label; a checked box with `fields` is a placed value (its text: the label). */
  check(key: string, label: string, x: number, y: number, on: boolean, fields?: Record<string, FieldValue>, size = 7): number {
    const d = this.doc, s = 8;
    this.frame(x, y, s, s, 0.6, '#333');
    this.text(label, x + s + 3, y + 0.8, { size });
    const lw = d.font(this.font).fontSize(size).widthOfString(label);
    const box: Box = [x - 1, this.H - y - s - 1, x + s + 4 + lw, this.H - y + 1];
    const rec = (via: Placed['via'], extra: Partial<Placed> = {}) => {
      if (on && fields) this.record({ key, text: label, fields, page: this.page, via, box, ...extra });
    };
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const onName = this.ink.chance(0.5) ? 'Yes' : label.replace(/[^A-Za-z0-9]+/g, '') || 'On';
      const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      onAp.end('q 0 G 1.1 w 1.6 1.6 m 6.4 6.4 l S 1.6 6.4 m 6.4 1.6 l S Q');
      const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      offAp.end('');
      // A JS string is written as a PDF name: /V /Yes, /AS /Off.
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? onName : 'Off', AS: on ? onName : 'Off', AP: { N: { [onName]: onAp, Off: offAp } } });
      rec('acroform', { acroform_field: name, ...(onName !== 'Yes' ? { acroform_value: onName } : {}) });
      return x + s + 3 + lw;
    }
    if (!on) return x + s + 3 + lw;
    if (this.style === 'typed') this.text('X', x + 1.5, y + 0.7, { size: 8, bold: true, color: '#000' });
    else this.mark(x, y, s, lw);
    rec('mark');
    return x + s + 3 + lw;
  }

  /** A hand-drawn mark: an X, a tick, or a ring around box and label. */
  private mark(x: number, y: number, s: number, lw: number): void {
    const d = this.doc, j = () => this.ink.float(-0.8, 0.8);
    d.save().lineWidth(this.ink.float(0.9, 1.4)).strokeColor(this.ink.pick(['#1b2f7a', '#15151a'])).lineCap('round');
    const kind = this.ink.pick(['x', 'tick', 'ring'] as const);
    if (kind === 'x') d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
    else if (kind === 'tick') d.moveTo(x + 1 + j(), y + 4 + j()).lineTo(x + 3.5, y + s - 0.5).lineTo(x + s + 2 + j(), y - 3 + j()).stroke();
    else d.ellipse(x + (s + 3 + lw) / 2, y + s / 2, (s + 3 + lw) / 2 + 4 + j(), s / 2 + 3 + j()).stroke();
    d.restore();
  }

  /** A row of labelled boxes from `x0`; values sit on the box's lower line. */
  cells(y: number, cells: Cell[], h = 24, x0 = 36): number {
    let x = x0;
    for (const c of cells) {
      this.frame(x, y, c.w, h);
      if (c.pre) this.fill(x + 0.5, y + 0.5, c.w - 1, 8, '#eef0f3');
      this.text(c.label, x + 2.5, y + 2, { size: 5.8, color: '#444' });
      if (c.key) this.value(c.key, c.text ?? '', x + 3, y + h - 12.5, c.w - 6, c.fields ?? {}, { pre: c.pre, label: c.note ?? c.label });
      x += c.w;
    }
    return y + h;
  }

  /** A ruled table; each row is a list of cells (`label` unused). */
  table(x: number, y: number, heads: { head: string; w: number }[], rows: Omit<Cell, 'label' | 'w'>[][], rh = 14): number {
    const total = heads.reduce((s, h) => s + h.w, 0);
    this.fill(x, y, total, rh, '#dfe3ea');
    let cx = x;
    for (const h of heads) { this.text(h.head, cx + 2, y + 4, { size: 6, bold: true }); cx += h.w; }
    y += rh;
    for (const row of rows) {
      cx = x;
      row.forEach((c, i) => {
        const w = heads[i]!.w;
        this.frame(cx, y, w, rh, 0.4, '#888');
        if (c.key) this.value(c.key, c.text ?? '', cx + 2.5, y + 3, w - 5, c.fields ?? {}, { pre: c.pre, size: 7.5, label: heads[i]!.head });
        cx += w;
      });
      y += rh;
    }
    return y;
  }

  /** A section band; returns the y below it. */
  section(title: string, y: number, color: string, x = 36, w = 540): number {
    this.fill(x, y, w, 13, color);
    this.text(title, x + 4, y + 3, { size: 7.5, bold: true, color: '#fff' });
    return y + 17;
  }

  private record(p: Placed): void {
    if (Object.keys(p.fields).length) this.placed.push(p);
    else if (p.text) this.decoys.push(p);
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
