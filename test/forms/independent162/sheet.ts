// Drawing a set-162 form with pdfkit and recording where every value lands. One call per printed value: typed text,
// a script hand (Z003, slightly turned and shifted), or an AcroForm field with /V and an appearance stream; digit boxes
// (one character per box, dashes printed between the groups); checkbox rows (typed X, a drawn X / tick / ring, or Btn
// fields with on and off states).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Part { text: string; box: Box; acroform_field?: string }
/** One printed value: the truth paths it gives (none for a decoy), where it is, and the text as printed. */
export interface Placed {
  key: string; fields: Record<string, unknown>; page: number; box: Box; text: string; label: string;
  via: 'text' | 'script' | 'acroform' | 'mark'; acroform_field?: string; acroform_value?: string; parts?: Part[]; check?: boolean;
}
export type Fields = Record<string, unknown> | null;
export type Label = string | [string, string];
export interface Option { text: string; x: number; y: number }

const SCRIPT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792;
const INK: [number, number, number] = [18, 32, 120];
const hex = (s: string) => `<${[...s].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')}>`;
const labelText = (l: Label) => (typeof l === 'string' ? l : `${l[0]} / ${l[1]}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly used = new Set<string>();

  readonly style: Style;
  private readonly ink: Rng;
  private readonly typeface: string;

  constructor(style: Style, ink: Rng, title: string, typeface = 'Helvetica') {
    this.style = style; this.ink = ink; this.typeface = typeface;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false,
      info: { Title: title, Producer: 'FormForge 4.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Script', SCRIPT);
    if (style === 'fillable') {
      this.doc.font('Helvetica').initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static form text (labels, headings, paragraphs). */
  t(s: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right'; gray?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.gray === undefined ? 'black' : [o.gray, o.gray, o.gray].map((v) => v * 255) as any);
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
    this.doc.fillColor('black');
  }
  rect(x: number, y: number, w: number, h: number, fill?: number): void {
    if (fill !== undefined) this.doc.rect(x, y, w, h).fillColor([fill * 255, fill * 255, fill * 255] as any).fill().fillColor('black');
    else this.doc.lineWidth(0.6).rect(x, y, w, h).strokeColor('black').stroke();
  }
  hline(x: number, y: number, w: number): void { this.doc.lineWidth(0.5).moveTo(x, y).lineTo(x + w, y).strokeColor('black').stroke(); }

  /** A labelled box: the label on top (French over English when two), the value's origin returned. */
  cell(label: Label, x: number, y: number, w: number, h = 24): [number, number, number] {
    this.rect(x, y, w, h);
    if (typeof label === 'string') this.t(label, x + 2.5, y + 2, { size: 6.2 });
    else { this.t(label[0], x + 2.5, y + 1.8, { size: 6.2, font: 'Helvetica-Bold' }); this.t(label[1], x + 2.5, y + 8.6, { size: 5.4, font: 'Helvetica-Oblique', gray: 0.3 }); }
    return [x + 3, y + h - 11, w - 6];
  }

  private push(p: Omit<Placed, 'page' | 'fields'>, fields: Fields): Placed {
    const full = { ...p, page: this.page, fields: fields ?? {} };
    (fields ? this.placed : this.decoys).push(full);
    return full;
  }
  private name(key: string): string {
    let n = key.replace(/[^A-Za-z0-9]+/g, '_'), i = 2;
    while (this.used.has(n)) n = `${key.replace(/[^A-Za-z0-9]+/g, '_')}_${i++}`;
    this.used.add(n);
    return n;
  }
  private pdfBox(x: number, y: number, w: number, h: number, m = 0): Box {
    return [+(x - m).toFixed(2), +(H - y - h - m).toFixed(2), +(x + w + m).toFixed(2), +(H - y + m).toFixed(2)];
  }

  /** One value at (x, y) (top left, pdfkit coordinates) in at most `w` points. */
  value(key: string, label: Label, x: number, y: number, w: number, text: string, fields: Fields, size = 9.5): Placed {
    const d = this.draw(key, x, y, w, text, size);
    return this.push({ key, text, label: labelText(label), ...d }, fields);
  }
  /** One value written over several boxes (a BN, its program id, its reference): one part per box. */
  multi(key: string, label: Label, cells: { x: number; y: number; w: number; text: string }[], fields: Fields, size = 9.5): Placed {
    const parts = cells.map((c) => { const d = this.draw(`${key}_${c.x}`, c.x, c.y, c.w, c.text, size); return { text: c.text, box: d.box, ...(d.acroform_field ? { acroform_field: d.acroform_field } : {}) }; });
    const b = parts.map((p) => p.box);
    const box: Box = [Math.min(...b.map((x) => x[0])), Math.min(...b.map((x) => x[1])), Math.max(...b.map((x) => x[2])), Math.max(...b.map((x) => x[3]))];
    const via = this.style === 'fillable' ? 'acroform' : this.style === 'typed' ? 'text' : 'script';
    return this.push({ key, text: cells.map((c) => c.text).join(' '), label: labelText(label), via, box, parts }, fields);
  }
  private draw(key: string, x: number, y: number, w: number, text: string, size: number): { via: Placed['via']; box: Box; acroform_field?: string } {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const name = this.name(key);
      this.field(name, x - 1, y - 3, w + 2, size + 5, text, size);
      return { via: 'acroform', acroform_field: name, box: this.pdfBox(x - 1, y - 3, w + 2, size + 5) };
    }
    if (this.style === 'typed') {
      let s = size;
      while (s > 5 && doc.font(this.typeface).fontSize(s).widthOfString(text) > w) s -= 0.5;
      const tw = doc.widthOfString(text);
      doc.fillColor('black').text(text, x, y, { lineBreak: false });
      return { via: 'text', box: this.pdfBox(x, y, tw, s * 1.15, 1) };
    }
    let s = size + 2.5;
    while (s > 6 && doc.font('Script').fontSize(s).widthOfString(text) > w - 4) s -= 0.5;
    const tw = doc.widthOfString(text);
    const a = this.ink.float(-2.2, 2.2), dx = this.ink.float(-1, 3), dy = this.ink.float(-3, 0.5);
    doc.save().rotate(a, { origin: [x + dx, y + dy + s] }).fillColor(INK as any).text(text, x + dx, y + dy, { lineBreak: false }).restore();
    const slack = Math.abs(Math.sin((a * Math.PI) / 180)) * tw + 2;
    return { via: 'script', box: this.pdfBox(x + dx, y + dy, tw, s * 1.15, slack) };
  }

  /** Digit boxes: one character per box, a printed separator (dash, slash) between groups. */
  digits(key: string, label: Label, x: number, y: number, groups: string[], fields: Fields, sep = '-', cell = 12.5): Placed {
    const doc = this.doc, parts: Placed['parts'] = [];
    let cx = x;
    const names: string[] = [];
    for (const [gi, g] of groups.entries()) {
      if (gi > 0) { this.t(sep, cx + 1.5, y + 3.5, { size: 9, font: 'Helvetica-Bold' }); cx += 7; }
      for (let i = 0; i < g.length; i++) this.rect(cx + i * cell, y, cell, cell + 3);
      if (this.style === 'fillable') {
        const name = this.name(`${key}_${gi + 1}`);
        names.push(name);
        this.field(name, cx, y, cell * g.length, cell + 3, g, 9.5, g.length);
        parts.push({ text: g, box: this.pdfBox(cx, y, cell * g.length, cell + 3), acroform_field: name });
      } else {
        for (let i = 0; i < g.length; i++) {
          const bx = cx + i * cell, ch = g[i]!;
          if (this.style === 'typed') {
            doc.font(this.typeface).fontSize(9.5).fillColor('black');
            doc.text(ch, bx + (cell - doc.widthOfString(ch)) / 2, y + 4, { lineBreak: false });
          } else {
            doc.font('Script').fontSize(12);
            const a = this.ink.float(-4, 4), jx = this.ink.float(-1, 1), jy = this.ink.float(-1.2, 0.8);
            const tx = bx + (cell - doc.widthOfString(ch)) / 2 + jx;
            doc.save().rotate(a, { origin: [tx, y + 12] }).fillColor(INK as any).text(ch, tx, y + 1 + jy, { lineBreak: false }).restore();
          }
          parts.push({ text: ch, box: this.pdfBox(bx, y, cell, cell + 3, 1) });
        }
      }
      cx += g.length * cell;
    }
    const via = this.style === 'fillable' ? 'acroform' : this.style === 'typed' ? 'text' : 'script';
    return this.push({ key, text: groups.join(sep), label: labelText(label), via, box: this.pdfBox(x, y, cx - x, cell + 3, 1), parts,
      ...(names.length ? { acroform_field: names.join(',') } : {}) }, fields);
  }

  /** A row of checkboxes with their option texts; `checked` is marked (or -1 for none). */
  checks(key: string, label: Label, options: Option[], checked: number, fields: Fields, onName = 'Yes', size = 7): Placed | null {
    const doc = this.doc, s = 8;
    let out: Placed | null = null;
    for (const [i, o] of options.entries()) {
      this.rect(o.x, o.y, s, s);
      this.t(o.text, o.x + s + 3, o.y + 0.5, { size });
      const box = this.pdfBox(o.x, o.y, s, s);
      const base = { key, text: o.text, label: labelText(label), check: true };
      if (this.style === 'fillable') {
        const name = this.name(`${key}_${i + 1}`);
        this.box(name, o.x, o.y, s, i === checked, onName);
        if (i === checked) out = this.push({ ...base, via: 'acroform', box, acroform_field: name, ...(onName !== 'Yes' ? { acroform_value: onName } : {}) }, fields);
        continue;
      }
      if (i !== checked) continue;
      if (this.style === 'typed') {
        doc.font('Helvetica-Bold').fontSize(8).fillColor('black').text('X', o.x + 1.4, o.y + 0.6, { lineBreak: false });
        out = this.push({ ...base, via: 'text', box }, fields);
        continue;
      }
      const mark = this.ink.pick(['x', 'tick', 'ring'] as const), j = () => this.ink.float(-1, 1);
      doc.save().lineWidth(1.3).strokeColor(INK as any);
      if (mark === 'x') doc.moveTo(o.x - 1 + j(), o.y - 1 + j()).lineTo(o.x + s + 1 + j(), o.y + s + 1 + j())
        .moveTo(o.x + s + 1 + j(), o.y - 1 + j()).lineTo(o.x - 1 + j(), o.y + s + 1 + j()).stroke();
      else if (mark === 'tick') doc.moveTo(o.x + 1, o.y + s * 0.5 + j()).lineTo(o.x + s * 0.4, o.y + s + 1).lineTo(o.x + s + 3 + j(), o.y - 4 + j()).stroke();
      const tw = doc.font('Helvetica').fontSize(size).widthOfString(o.text);
      if (mark === 'ring') doc.ellipse(o.x + (s + 3 + tw) / 2, o.y + s / 2, (s + 3 + tw) / 2 + 4, s / 2 + 4).stroke();
      doc.restore();
      out = this.push({ ...base, via: 'mark', box: mark === 'ring' ? this.pdfBox(o.x - 4, o.y - 4, s + 3 + tw + 8, s + 8) : box }, fields);
    }
    return out;
  }

  /** A signature scribble (not in fillable forms, which arrive unsigned). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor(INK as any).moveTo(x, y);
    for (let i = 1; i <= 5; i++) d.bezierCurveTo(x + (i - 0.7) * w / 6, y - this.ink.float(4, 12), x + (i - 0.3) * w / 6, y + this.ink.float(0, 6), x + i * w / 6, y - this.ink.float(0, 4));
    d.stroke().restore();
  }

  private field(name: string, x: number, y: number, w: number, h: number, value: string, size: number, comb = 0): void {
    const doc = this.doc as any;
    doc.font('Helvetica');
    const f = doc._font, id = f.id, base = ((h - size * 0.7) / 2).toFixed(2);
    let body = '';
    if (comb) {
      const cw = w / comb;
      [...value].forEach((c, i) => { body += `BT /${id} ${size} Tf ${(i * cw + (cw - f.widthOfString(c, size)) / 2).toFixed(2)} ${base} Td ${hex(c)} Tj ET `; });
    } else body = `BT /${id} ${size} Tf 2 ${base} Td ${hex(value)} Tj ET`;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [id]: f.ref() } } });
    ap.end(`/Tx BMC q 0 g ${body} Q EMC`);
    doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${id} ${size} Tf 0 g`),
      F: 4, AP: { N: ap }, ...(comb ? { Ff: 1 << 24, MaxLen: comb } : {}) });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations.at(-1));
  }
  private box(name: string, x: number, y: number, s: number, on: boolean, onName: string): void {
    const doc = this.doc as any;
    const apOn = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    apOn.end(`q 0 G 1.1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const apOff = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    apOff.end('q Q');
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? onName : 'Off', AS: on ? onName : 'Off', F: 4,
      MK: { CA: new String('8') }, AP: { N: { [onName]: apOn, Off: apOff } } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations.at(-1));
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
