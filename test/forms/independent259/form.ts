// Set 259's drawing: an HTML page printed from a browser. Inputs are bordered boxes with the value inside, radios are
// circles, selects show the chosen option and a down arrow, labels sit above inputs in a two-column grid. A value is
// drawn by style: typed (page text), handwritten (Z003, jittered, rotated), fillable (an AcroForm widget only).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed { key: string; text: string; page: number; box: [number, number, number, number]; acroform_field?: string }
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

export interface Theme {
  accent: string; ink: string; label: string; help: string; border: string; fill: string;
  font: string; bold: string; valueFont: string; labelSize: number; valueSize: number; inputH: number; radius: number;
  labelUpper?: boolean;
}

/** A value's role: a truth key (placed), a decoy key, or nothing (chrome). */
export interface Role { key?: string; decoy?: string; name: string }

type Doc = InstanceType<typeof PDFDocument>;
type Ref = ReturnType<Doc['ref']>;

export const W = 612, H = 792, LEFT = 40, RIGHT = 572;

export class Form {
  readonly doc: Doc;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  y = 0;
  bottom = H - 60;
  private fields: Ref[] = [];
  private helv: Ref | null = null;
  private names = new Set<string>();
  onNewPage: (f: Form) => void = () => {};

  readonly style: Style;
  readonly theme: Theme;
  readonly jitter: Rng;
  constructor(style: Style, theme: Theme, jitter: Rng, title: string) {
    this.style = style; this.theme = theme; this.jitter = jitter;
    this.doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, compress: true, size: 'LETTER', margin: 0,
      info: { Title: title, Producer: 'Skia/PDF m120', Creator: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', CreationDate: new Date(Date.UTC(2025, 2, 14)) } });
    this.doc.registerFont('Hand', HAND_FONT);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    this.y = 50;
    this.onNewPage(this);
  }

  /** Room for h points, or a new page. */
  need(h: number): void { if (this.y + h > this.bottom) this.newPage(); }

  text(s: string, x: number, y: number, o: { size?: number; color?: string; font?: string; width?: number; align?: 'left' | 'center' | 'right'; role?: Role } = {}): number {
    const d = this.doc;
    d.font(o.font ?? this.theme.font).fontSize(o.size ?? 9).fillColor(o.color ?? this.theme.ink);
    const w = d.widthOfString(s);
    let x0 = x;
    if (o.width && o.align === 'center') x0 = x + (o.width - w) / 2;
    if (o.width && o.align === 'right') x0 = x + o.width - w;
    d.text(s, x0, y, { lineBreak: false });
    if (o.role) this.record(o.role, s, [x0, y, x0 + w, y + (o.size ?? 9)]);
    return w;
  }

  para(s: string, x: number, y: number, w: number, size = 7.5, color = this.theme.help): number {
    this.doc.font(this.theme.font).fontSize(size).fillColor(color);
    const h = this.doc.heightOfString(s, { width: w, lineGap: 1 });
    this.doc.text(s, x, y, { width: w, lineGap: 1 });
    return h;
  }

  private record(role: Role, text: string, [x0, top, x1, bot]: [number, number, number, number], acro?: string): void {
    const p: Placed = { key: role.key ?? role.decoy ?? role.name, text, page: this.page, box: [round(x0), round(H - bot), round(x1), round(H - top)], ...(acro ? { acroform_field: acro } : {}) };
    if (role.key) this.placed.push(p); else if (role.decoy) this.decoys.push(p);
  }

  private uniqueName(n: string): string {
    let name = n.replace(/[^A-Za-z0-9_]+/g, '_'), i = 2;
    while (this.names.has(name)) name = `${n.replace(/[^A-Za-z0-9_]+/g, '_')}_${i++}`;
    this.names.add(name);
    return name;
  }

  /** A value inside a box [x, y, w, h] (top-left origin), drawn by style. */
  value(role: Role, s: string, x: number, y: number, w: number, h: number, o: { size?: number; padX?: number } = {}): void {
    if (!s) return;
    const size = o.size ?? this.theme.valueSize, padX = o.padX ?? 6;
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.uniqueName(role.name);
      this.textWidget(name, s, x + 1, y + 1, w - 2, h - 2, size);
      this.record(role, s, [x + 1, y + 1, x + w - 1, y + h - 1], name);
      return;
    }
    if (this.style === 'typed') {
      d.font(this.theme.valueFont).fontSize(size);
      let sz = size;
      while (d.widthOfString(s) > w - padX - 2 && sz > 5.5) { sz -= 0.5; d.fontSize(sz); }
      d.fillColor('#111111');
      const tw = d.widthOfString(s);
      const ty = y + (h - sz) / 2 + 0.5;
      d.text(s, x + padX, ty, { lineBreak: false });
      this.record(role, s, [x + padX, ty, x + padX + tw, ty + sz]);
      return;
    }
    // handwritten
    const j = this.jitter;
    let sz = size * j.float(1.15, 1.45);
    d.font('Hand').fontSize(sz);
    while (d.widthOfString(s) > w - padX && sz > 6) { sz -= 0.5; d.fontSize(sz); }
    const tw = d.widthOfString(s);
    const tx = x + padX + j.float(-1, 3), ty = y + (h - sz) / 2 + j.float(-2, 1.5);
    const ang = j.float(-2, 2);
    d.save();
    d.rotate(ang, { origin: [tx, ty + sz] });
    d.fillColor(j.pick(['#1a2a6c', '#14213d', '#222222', '#0b3d91'])).text(s, tx, ty, { lineBreak: false });
    d.restore();
    this.record(role, s, [tx, ty - 2, tx + tw, ty + sz + 2]);
  }

  /** A checkbox or radio mark at a square [x, y, s]: a filled dot / check (typed), a pen stroke (handwritten), a widget. */
  mark(role: Role, label: string, checked: boolean, x: number, y: number, s: number, round = true): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.uniqueName(role.name);
      this.checkWidget(name, checked, x, y, s, round);
      if (checked) this.record(role, label, [x, y, x + s, y + s], name);
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      if (round) d.circle(x + s / 2, y + s / 2, s * 0.28).fill(this.theme.accent);
      else {
        d.roundedRect(x, y, s, s, 2).fill(this.theme.accent);
        d.moveTo(x + s * 0.22, y + s * 0.52).lineTo(x + s * 0.42, y + s * 0.74).lineTo(x + s * 0.8, y + s * 0.28).lineWidth(1.6).strokeColor('#ffffff').stroke();
      }
    } else {
      const j = this.jitter;
      d.save().lineWidth(j.float(1.1, 1.7)).strokeColor('#1a2a6c').lineCap('round');
      if (j.chance(0.5)) {
        d.moveTo(x - 1 + j.float(-1, 1), y - 1).lineTo(x + s + 1, y + s + 1 + j.float(-1, 1)).stroke();
        d.moveTo(x + s + 1, y - 1 + j.float(-1, 1)).lineTo(x - 1, y + s + 1).stroke();
      } else {
        d.moveTo(x, y + s * 0.5).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3, y - 3 + j.float(-1, 1)).stroke();
      }
      d.restore();
    }
    this.record(role, label, [x - 1, y - 1, x + s + 1, y + s + 1]);
  }

  // ---- HTML controls -----------------------------------------------------------------------------------------
  label(s: string, x: number, y: number, required = false): void {
    const t = this.theme;
    const w = this.text(t.labelUpper ? s.toUpperCase() : s, x, y, { size: t.labelSize, color: t.label, font: t.bold });
    if (required) this.text('*', x + w + 2, y, { size: t.labelSize, color: '#c0392b', font: t.bold });
  }

  box(x: number, y: number, w: number, h: number, fill = this.theme.fill): void {
    this.doc.roundedRect(x, y, w, h, this.theme.radius).lineWidth(0.8).fillAndStroke(fill, this.theme.border);
  }

  /** Label above, bordered box, value inside, grey help text under. Returns the height used. */
  input(x: number, y: number, w: number, label: string, value: string | null, role: Role, o: { help?: string; placeholder?: string; required?: boolean; h?: number } = {}): number {
    const t = this.theme, ih = o.h ?? t.inputH;
    this.label(label, x, y, o.required);
    const by = y + t.labelSize + 4;
    this.box(x, by, w, ih);
    if (value) this.value(role, value, x, by, w, ih);
    else if (o.placeholder) this.text(o.placeholder, x + 6, by + (ih - t.valueSize) / 2 + 0.5, { size: t.valueSize, color: '#a8adb4' });
    let used = t.labelSize + 4 + ih;
    if (o.help) { this.text(o.help, x, by + ih + 3, { size: 7, color: t.help }); used += 11; }
    return used + 9;
  }

  select(x: number, y: number, w: number, label: string, value: string | null, role: Role, o: { help?: string; required?: boolean } = {}): number {
    const t = this.theme, ih = t.inputH;
    this.label(label, x, y, o.required);
    const by = y + t.labelSize + 4;
    this.box(x, by, w, ih);
    const ax = x + w - 14, ay = by + ih / 2 - 2;
    this.doc.moveTo(ax, ay).lineTo(ax + 7, ay).lineTo(ax + 3.5, ay + 4).closePath().fill('#555a60');
    if (value) this.value(role, value, x, by, w - 18, ih);
    else this.text('-- Select --', x + 6, by + (ih - t.valueSize) / 2 + 0.5, { size: t.valueSize, color: '#80858c' });
    let used = t.labelSize + 4 + ih;
    if (o.help) { this.text(o.help, x, by + ih + 3, { size: 7, color: t.help }); used += 11; }
    return used + 9;
  }

  /** A row of radio buttons (or checkboxes) with their labels; wraps within w. */
  radios(x: number, y: number, w: number, label: string, options: string[], chosen: number, role: Role, o: { square?: boolean; help?: string } = {}): number {
    const t = this.theme;
    this.label(label, x, y);
    let cx = x, cy = y + t.labelSize + 6;
    const s = 9;
    for (const [i, opt] of options.entries()) {
      this.doc.font(t.font).fontSize(8.5);
      const ow = s + 5 + this.doc.widthOfString(opt) + 12;
      if (cx + ow > x + w && cx > x) { cx = x; cy += 15; }
      if (o.square) this.doc.roundedRect(cx, cy, s, s, 1.5).lineWidth(0.8).fillAndStroke('#ffffff', '#767676');
      else this.doc.circle(cx + s / 2, cy + s / 2, s / 2).lineWidth(0.8).fillAndStroke('#ffffff', '#767676');
      this.text(opt, cx + s + 5, cy + 1, { size: 8.5 });
      this.mark({ ...role, name: `${role.name}_${opt}` }, opt, i === chosen, cx, cy, s, !o.square);
      cx += ow;
    }
    let used = cy + s - y + 6;
    if (o.help) { this.text(o.help, x, y + used - 2, { size: 7, color: t.help }); used += 10; }
    return used + 8;
  }

  checkbox(x: number, y: number, label: string, checked: boolean, role: Role, size = 8.5): number {
    const s = 9;
    this.doc.roundedRect(x, y, s, s, 1.5).lineWidth(0.8).fillAndStroke('#ffffff', '#767676');
    this.text(label, x + s + 5, y + 1, { size });
    this.mark(role, label, checked, x, y, s, false);
    return 14;
  }

  // ---- AcroForm ----------------------------------------------------------------------------------------------
  private font(): Ref {
    if (!this.helv) { this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }); endRef(this.helv); }
    return this.helv;
  }

  private rect(x: number, y: number, w: number, h: number): number[] { return [round(x), round(H - y - h), round(x + w), round(H - y)]; }

  private textWidget(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc;
    d.font('Helvetica').fontSize(size);
    let sz = size;
    while (d.widthOfString(value) > w - 6 && sz > 5) { sz -= 0.5; d.fontSize(sz); }
    const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
    const base = (h - sz) / 2 + sz * 0.22;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, round(w), round(h)], Resources: { Font: { Helv: this.font() } } });
    ap.end(`/Tx BMC q BT /Helv ${sz} Tf 0 g 4 ${base.toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    const f = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DV: new String(''),
      DA: new String(`/Helv ${sz} Tf 0 g`), Rect: this.rect(x, y, w, h), F: 4, P: d.page.dictionary, MK: {}, AP: { N: ap } });
    endRef(f);
    d.page.annotations.push(f);
    this.fields.push(f);
  }

  private checkWidget(name: string, checked: boolean, x: number, y: number, s: number, roundMark: boolean): void {
    const d = this.doc;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.end(roundMark ? `q 0.15 0.3 0.75 rg ${circlePath(s / 2, s / 2, s * 0.28)} f Q`
      : `q 0.1 0.1 0.1 RG 1.4 w ${f2(s * 0.2)} ${f2(s * 0.5)} m ${f2(s * 0.42)} ${f2(s * 0.22)} l ${f2(s * 0.82)} ${f2(s * 0.8)} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    const v = checked ? 'Yes' : 'Off';
    const f = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: v, AS: v, Rect: this.rect(x, y, s, s), F: 4,
      P: d.page.dictionary, MK: { CA: new String(roundMark ? 'l' : '4') }, DA: new String('/ZaDb 0 Tf 0 g'), AP: { N: { Yes: on, Off: off }, D: { Yes: on, Off: off } } });
    endRef(f);
    d.page.annotations.push(f);
    this.fields.push(f);
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    if (this.fields.length) {
      const af = d.ref({ Fields: this.fields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
      // pdfkit ends the /AcroForm dictionary itself (endAcroForm) once the catalog has one: give it the font it checks for.
      const dd = d as unknown as { _root: { data: Record<string, unknown> }; _acroform: unknown };
      dd._acroform = { fonts: {}, defaultFont: 'Helv' };
      dd._root.data.AcroForm = af;
    }
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => d.on('end', () => r()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

function endRef(r: Ref): void { (r.end as (chunk?: string) => void).call(r); }
function round(n: number): number { return Math.round(n * 100) / 100; }
function f2(n: number): string { return n.toFixed(2); }
function circlePath(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return `${f2(cx + r)} ${f2(cy)} m ${f2(cx + r)} ${f2(cy + k)} ${f2(cx + k)} ${f2(cy + r)} ${f2(cx)} ${f2(cy + r)} c ${f2(cx - k)} ${f2(cy + r)} ${f2(cx - r)} ${f2(cy + k)} ${f2(cx - r)} ${f2(cy)} c `
    + `${f2(cx - r)} ${f2(cy - k)} ${f2(cx - k)} ${f2(cy - r)} ${f2(cx)} ${f2(cy - r)} c ${f2(cx + k)} ${f2(cy - r)} ${f2(cx + r)} ${f2(cy - k)} ${f2(cx + r)} ${f2(cy)} c`;
}
