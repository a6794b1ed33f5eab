// Drawing for the comparison sheets: labels are always page text; values go in as typed text, a handwriting font
// (rotated, shifted), or AcroForm fields with appearance streams. Every value drawn is recorded with its box.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  page: number; box: Box; text: string; fields: Record<string, string | number | null>;
  /** The printed label of the row (and column) the value sits in. */
  label?: string; acroform_field?: string; acroform_value?: string; check?: boolean;
}
/** What a value gives: truth paths and values; null marks a decoy. */
export type Gives = Record<string, string | number | null> | null;

export interface Look { typedFont: string; labelFont: string; boldFont: string; hand: 'kalam' | 'patrick'; ink: [number, number, number]; accent: string }

const require = createRequire(import.meta.url);
const HAND: Record<Look['hand'], string> = {
  kalam: require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  patrick: require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
};

type Ref = { data: Record<string, unknown>; write(s: string): void; end(): void };
type Doc = PDFKit.PDFDocument & { ref(d: Record<string, unknown>): Ref; page: { annotations: Ref[] }; _root: { data: { AcroForm: Ref } } };

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => '\\' + c);
const slug = (s: string): string => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 28) || 'x';

export class Sheet {
  readonly doc: Doc;
  readonly W = 612;
  readonly H = 792;
  page = 0;
  placed: Placed[] = [];
  decoys: Placed[] = [];
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private helv: Ref | null = null;
  private n = 0;
  readonly style: Style;
  readonly rng: Rng;
  readonly look: Look;

  constructor(style: Style, rng: Rng, look: Look, title: string) {
    this.style = style;
    this.rng = rng;
    this.look = look;
    const date = new Date(Date.UTC(2025, 4, 6, 12));
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'FormWriter 4.2', Creator: title, CreationDate: date, ModDate: date } }) as Doc;
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('hand', HAND[look.hand]);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
      const acro = this.doc._root.data.AcroForm.data as { NeedAppearances: boolean; DR: { Font: Record<string, Ref> } };
      acro.NeedAppearances = false;
      acro.DR.Font.Helv = this.helv;
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Page text that is part of the form (labels, headings, paragraphs). */
  text(x: number, y: number, s: string, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? this.look.labelFont).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  fill(x: number, y: number, w: number, h: number, color: string): void { this.doc.rect(x, y, w, h).fill(color); }

  stroke(x: number, y: number, w: number, h: number, color = '#555', lw = 0.6): void { this.doc.lineWidth(lw).rect(x, y, w, h).stroke(color); }

  line(x0: number, y0: number, x1: number, y1: number, color = '#555', lw = 0.6): void {
    this.doc.lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color);
  }

  private box(x: number, y: number, w: number, h: number, pad = 0, vpad = pad): Box {
    const r = (v: number): number => Math.round(v * 100) / 100;
    return [r(x - pad), r(this.H - y - h - vpad), r(x + w + pad), r(this.H - y + vpad)];
  }

  private record(p: Omit<Placed, 'fields'>, gives: Gives): void {
    if (gives) this.placed.push({ ...p, fields: gives });
    else this.decoys.push({ ...p, fields: {} });
  }

  /** A value written in the cell (x, y, w, h), top-left coordinates. Empty text draws nothing. */
  value(x: number, y: number, w: number, h: number, s: string, gives: Gives, label: string, opts: { office?: boolean } = {}): void {
    if (!s) return;
    const d = this.doc;
    const base = { page: this.page, text: s, label };
    if (this.style === 'fillable') {
      const name = `${slug(label)}_${++this.n}`;
      d.font('Helvetica');
      let fs = 9;
      while (fs > 5 && d.fontSize(fs).widthOfString(s) > w - 5) fs -= 0.5;
      const bw = w - 2, bh = h - 2;
      const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, bw, bh], Resources: { Font: { Helv: this.helv } } });
      ap.write(`/Tx BMC q BT /Helv ${fs} Tf 0 0 0.55 rg 2 ${((bh - fs) / 2 + fs * 0.25).toFixed(2)} Td (${esc(s)}) Tj ET Q EMC`);
      ap.end();
      this.widget({ FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/Helv ${fs} Tf 0 0 0.55 rg`), AP: { N: ap } }, x + 1, y + 1, bw, bh);
      this.record({ ...base, box: this.box(x + 1, y + 1, bw, bh), acroform_field: name }, gives);
      return;
    }
    if (this.style === 'typed') {
      d.font(opts.office ? 'Courier-Bold' : this.look.typedFont);
      let fs = 8.5;
      while (fs > 5 && d.fontSize(fs).widthOfString(s) > w - 5) fs -= 0.5;
      d.fillColor(opts.office ? '#8a1c1c' : '#000').text(s, x + 3, y + (h - fs) / 2 - 0.5, { lineBreak: false });
      this.record({ ...base, box: this.box(x, y, w, h) }, gives);
      return;
    }
    d.font('hand');
    let fs = 11;
    while (fs > 6 && d.fontSize(fs).widthOfString(s) > w - 8) fs -= 0.5;
    const ang = this.rng.float(-2.5, 2.5), dx = this.rng.float(1.5, 4), dy = this.rng.float(-1.2, 1.2);
    const tx = x + dx, ty = y + (h - fs * 1.25) / 2 + dy;
    const ink: [number, number, number] = opts.office ? [170, 30, 30] : this.look.ink;
    d.save().rotate(ang, { origin: [tx, ty + fs] }).fillColor(ink).text(s, tx, ty, { lineBreak: false }).restore();
    this.record({ ...base, box: this.box(x, y, w, h, 3, 0.5) }, gives);
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const b = this.box(x, y, w, h);
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: b, Border: [0, 0, 0], MK: { BC: [0.55, 0.6, 0.75] }, ...dict });
    this.doc.page.annotations.push(ref);
    ref.end();
    (this.doc._root.data.AcroForm.data.Fields as Ref[]).push(ref);
  }

  /** A checkbox with its label; a checked box's mark depends on the style. Returns the x after the label. */
  check(x: number, y: number, label: string, checked: boolean, gives: Gives, group: string, opts: { office?: boolean; noRecord?: boolean } = {}): number {
    const d = this.doc, s = 7.5;
    this.stroke(x, y, s, s, '#333', 0.7);
    this.text(x + s + 3, y, label, { size: 7.5 });
    d.font(this.look.labelFont).fontSize(7.5);
    const end = x + s + 3 + d.widthOfString(label);
    const rec = { page: this.page, text: label, label: group, check: true, box: this.box(x - 1, y - 1, end - x + 2, s + 2) };
    if (this.style === 'fillable') {
      const name = `${slug(group)}_${slug(label)}_${++this.n}`, on = slug(label);
      const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      onAp.write(`q 0 0 0.55 RG 1.1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      onAp.end();
      const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      offAp.write('');
      offAp.end();
      this.widget({ FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off', DA: new String('/ZaDb 0 Tf 0 g'),
        AP: { N: { [on]: onAp, Off: offAp } } }, x, y, s, s);
      if (checked && !opts.noRecord) this.record({ ...rec, acroform_field: name, acroform_value: on }, gives);
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(8).fillColor(opts.office ? '#8a1c1c' : '#000').text('X', x + 1.3, y - 0.2, { lineBreak: false });
    } else {
      const ink: [number, number, number] = opts.office ? [170, 30, 30] : this.look.ink;
      const mark = this.rng.pick(['x', 'tick', 'ring'] as const);
      const j = (): number => this.rng.float(-0.8, 0.8);
      d.save().lineWidth(1.1).strokeColor(ink).lineCap('round');
      if (mark === 'x') d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      else if (mark === 'tick') d.moveTo(x + 0.5, y + s * 0.55).lineTo(x + s * 0.4 + j(), y + s + 0.5).lineTo(x + s + 2 + j(), y - 2).stroke();
      else d.ellipse((x + end) / 2, y + s / 2, (end - x) / 2 + 3, s / 2 + 2.5).stroke();
      d.restore();
    }
    if (!opts.noRecord) this.record(rec, gives);
    return end;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** One row of a left-labelled table: a label and one cell per column (a string, or a function that draws). */
export interface Row { label: string; cells: (Cell | null)[]; h?: number }
export type Cell = { s: string; gives: Gives; office?: boolean } | ((x: number, y: number, w: number, h: number) => void);

export interface TableLook { labelFill: string; headFill: string; headColor: string; grid: string; zebra?: string; headFont?: string }

/** A comparison table: field names down the left, one column per header. Returns the y below it. */
export function table(sh: Sheet, x: number, y: number, labelW: number, colW: number[], headers: string[], rows: Row[], t: TableLook, rowH = 17): number {
  const total = labelW + colW.reduce((a, b) => a + b, 0);
  sh.fill(x, y, total, rowH, t.headFill);
  let cx = x + labelW;
  headers.forEach((hd, i) => { sh.text(cx + 4, y + 5, hd, { size: 7.5, font: t.headFont ?? sh.look.boldFont, color: t.headColor }); cx += colW[i]!; });
  let cy = y + rowH;
  rows.forEach((r, ri) => {
    const h = r.h ?? rowH;
    sh.fill(x, cy, labelW, h, t.labelFill);
    if (t.zebra && ri % 2) sh.fill(x + labelW, cy, total - labelW, h, t.zebra);
    sh.text(x + 4, cy + (h - 7.5) / 2, r.label, { size: 7.2 });
    let vx = x + labelW;
    r.cells.forEach((c, i) => {
      const w = colW[i]!;
      if (typeof c === 'function') c(vx, cy, w, h);
      else if (c) sh.value(vx, cy, w, h, c.s, c.gives, `${r.label} / ${headers[i] ?? ''}`, { office: c.office });
      vx += w;
    });
    cy += h;
  });
  // grid
  sh.stroke(x, y, total, cy - y, t.grid, 0.8);
  let gy = y + rowH;
  for (const r of rows) { sh.line(x, gy, x + total, gy, t.grid, 0.4); gy += r.h ?? rowH; }
  let gx = x + labelW;
  for (const w of colW) { sh.line(gx, y, gx, cy, t.grid, 0.4); gx += w; }
  return cy;
}
