// A single-column mobile form laid out top to bottom through "screens" (slots): one tall screen per page, or
// several phone screens stitched onto one sheet. Each layout gives its own look (label placement, boxes, chrome).
import type { Placed, Sheet } from './sheet.ts';

export interface Slot { x: number; y0: number; y1: number; w: number }
export interface Look {
  page: [number, number];
  slots: Slot[];
  labelMode: 'above' | 'floating' | 'beside' | 'under';
  boxH: number; radius: number; stroke: string; fill?: string;
  labelSize: number; labelColor: string; labelFont: string; gap: number;
  /** Draws a screen's own chrome (status bar, URL bar, sticky header, progress) and returns the first free y. */
  chrome(s: Sheet, slotNo: number, slot: Slot): number;
  /** Draws a section card's title and returns its height. */
  cardTitle(s: Sheet, title: string, x: number, y: number, w: number): number;
  /** Print header and footer, once the page count is known. */
  pageDecor(s: Sheet, page: number, pages: number): void;
}
/** A printed value: `fields` absent = a decoy; text null = left blank. */
export interface V { key: string; text: string | null; fields?: Placed['fields']; placeholder?: string }

export class Flow {
  slotNo = -1;
  y = 0;
  slot: Slot = { x: 0, y0: 0, y1: 0, w: 0 };
  private cardStart: { slotNo: number; y: number } | null = null;

  readonly s: Sheet;
  readonly look: Look;
  readonly maxPages: number;

  constructor(s: Sheet, look: Look, maxPages = 3) {
    this.s = s;
    this.look = look;
    this.maxPages = maxPages;
    s.decor = look.pageDecor;
  }

  nextSlot(): void {
    this.closeCard(false);
    this.slotNo++;
    const per = this.look.slots.length;
    if (this.slotNo % per === 0) {
      if (this.s.page + 1 >= this.maxPages) throw new Error('form runs past its page budget');
      this.s.newPage(...this.look.page);
    }
    this.slot = this.look.slots[this.slotNo % per]!;
    this.y = this.look.chrome(this.s, this.slotNo, this.slot);
    if (this.cardStart) this.cardStart = { slotNo: this.slotNo, y: this.y - 4 };
  }

  need(h: number): void {
    if (this.slotNo < 0 || this.y + h > this.slot.y1) this.nextSlot();
  }

  gap(n: number): void { this.y += n; }

  card(title: string): void {
    this.closeCard(true);
    this.need(60);
    this.cardStart = { slotNo: this.slotNo, y: this.y };
    this.y += this.look.cardTitle(this.s, title, this.slot.x + 8, this.y + 8, this.slot.w - 16) + 10;
  }

  private closeCard(end: boolean): void {
    if (!this.cardStart) return;
    if (this.cardStart.slotNo === this.slotNo) this.s.rrect(this.slot.x, this.cardStart.y, this.slot.w, this.y - this.cardStart.y + 4, 8, { stroke: '#d5d9e0', lw: 0.7 });
    if (end) { this.cardStart = null; this.y += 14; }
  }

  endCard(): void { this.closeCard(true); }

  private put(v: V, r: { x: number; y: number; w: number; h: number }, size = 9.5): void {
    if (v.text === null || v.text === '') {
      if (v.placeholder) this.s.chromeDecoy('placeholder', v.placeholder, r.x + 5, r.y + (r.h - 8) / 2, { size: 8, color: '#b0b4bb' });
      return;
    }
    this.s.value(v.key, v.text, v.fields ?? {}, r, size);
  }

  /** One row of fields side by side; `frac` their shares of the width. */
  row(items: [string, V, number][]): void {
    const L = this.look;
    const inner = (): { x: number; w: number } => ({ x: this.slot.x + 10, w: this.slot.w - 20 });
    if (L.labelMode === 'beside') {
      for (const [label, v] of items) {
        this.need(20);
        const { x: ix, w: iw } = inner();
        const lw = iw * 0.44;
        const lh = this.s.text(label, ix, this.y + 5, { size: L.labelSize, color: L.labelColor, font: L.labelFont, width: lw - 4 });
        const h = Math.max(18, lh + 8);
        if (v.text === null) this.s.text('Not provided', ix + lw, this.y + 5, { size: 8, color: '#a0a4aa', font: 'Helvetica-Oblique' });
        else this.put(v, { x: ix + lw - 4, y: this.y + 1, w: iw - lw + 4, h: 15 });
        this.y += h;
        this.s.doc.moveTo(ix, this.y).lineTo(ix + iw, this.y).lineWidth(0.4).stroke('#e3e5e8');
      }
      this.y += 2;
      return;
    }
    const lab = L.labelSize * 1.35, h = L.labelMode === 'above' ? lab + L.boxH : L.labelMode === 'under' ? L.boxH + lab : L.boxH + 4;
    this.need(h + L.gap);
    const { x: ix, w: iw } = inner();
    const total = items.reduce((a, [, , f]) => a + f, 0);
    let x = ix;
    for (const [label, v, f] of items) {
      const w = (iw - 8 * (items.length - 1)) * (f / total);
      if (L.labelMode === 'above') {
        this.s.text(label, x, this.y, { size: L.labelSize, color: L.labelColor, font: L.labelFont });
        this.box(x, this.y + lab, w);
        this.put(v, { x, y: this.y + lab, w, h: L.boxH });
      } else if (L.labelMode === 'floating') {
        this.box(x, this.y + 4, w);
        const lw = this.s.doc.font(L.labelFont).fontSize(L.labelSize).widthOfString(label);
        this.s.doc.rect(x + 7, this.y + 1, Math.min(lw + 4, w - 10), L.labelSize + 1).fill('#ffffff');
        this.s.text(label, x + 9, this.y, { size: L.labelSize, color: L.labelColor, font: L.labelFont });
        this.put(v, { x, y: this.y + 6, w, h: L.boxH - 2 });
      } else {
        this.s.doc.moveTo(x, this.y + L.boxH).lineTo(x + w, this.y + L.boxH).lineWidth(0.8).stroke(L.stroke);
        this.put(v, { x, y: this.y, w, h: L.boxH - 1 });
        this.s.text(label, x, this.y + L.boxH + 2, { size: L.labelSize, color: L.labelColor, font: L.labelFont });
      }
      x += w + 8;
    }
    this.y += h + L.gap;
  }

  field(label: string, v: V): void { this.row([[label, v, 1]]); }

  private box(x: number, y: number, w: number): void {
    const L = this.look;
    this.s.rrect(x, y, w, L.boxH, L.radius, { stroke: L.stroke, ...(L.fill ? { fill: L.fill } : {}) });
  }

  /** A checkbox / radio group; `checked` the printed option (or null), `fields` null for a decoy group. */
  checks(label: string, key: string, options: string[], checked: string | null, fields: Placed['fields'] | null, round = false, onState = 'Yes'): void {
    const L = this.look, ow = (o: string): number => 26 + this.s.doc.font('Helvetica').fontSize(8.5).widthOfString(o);
    let lines = 1, lx = 0;
    for (const o of options) { if (lx + ow(o) > this.slot.w - 20) { lines++; lx = 0; } lx += ow(o); }
    this.need(L.labelSize * 1.4 + 2 + 15 * lines + 4);
    const x0 = this.slot.x + 10, w = this.slot.w - 20;
    this.s.text(label, x0, this.y, { size: L.labelSize, color: L.labelColor, font: L.labelFont });
    this.y += L.labelSize * 1.4 + 2;
    let x = x0;
    for (const o of options) {
      if (x + ow(o) > x0 + w) { x = x0; this.y += 15; }
      this.s.checkbox(key, o, o === checked, fields, { x, y: this.y, w: 9, h: 9 }, round, onState);
      this.s.text(o, x + 13, this.y + 0.5, { size: 8.5, color: '#222' });
      x += ow(o);
    }
    this.y += 17 + L.gap;
  }

  para(text: string, size = 6.5, color = '#555'): void {
    const h = this.s.doc.font('Helvetica').fontSize(size).heightOfString(text, { width: this.slot.w - 20, lineGap: 1 });
    this.need(h + 4);
    this.s.text(text, this.slot.x + 10, this.y, { size, color, width: this.slot.w - 20 });
    this.y += h + 6;
  }

  /** A small table of decoy values (existing advances, references). */
  table(headers: string[], rows: V[][], blankRows = 0): void {
    this.need(14 + 17 * (rows.length + blankRows));
    const x0 = this.slot.x + 10, w = (this.slot.w - 20) / headers.length;
    headers.forEach((h, i) => this.s.text(h, x0 + i * w + 2, this.y, { size: 7, color: '#666', font: 'Helvetica-Bold' }));
    this.y += 11;
    for (const r of [...rows, ...Array.from({ length: blankRows }, () => headers.map((_, i) => ({ key: `blank${i}`, text: null })))]) {
      r.forEach((v, i) => { this.s.rrect(x0 + i * w, this.y, w - 3, 15, 3, { stroke: '#ccd' }); this.put(v, { x: x0 + i * w, y: this.y, w: w - 3, h: 15 }, 8); });
      this.y += 17;
    }
    this.y += this.look.gap;
  }

  /** Signature line with the signature, a caption and an e-sign stamp. */
  sign(caption: string, name: string, stamp: string): void {
    this.need(48);
    const x = this.slot.x + 10, w = this.slot.w - 20;
    this.s.signature(name, x, this.y, w * 0.7);
    this.s.doc.moveTo(x, this.y + 24).lineTo(x + w * 0.7, this.y + 24).lineWidth(0.6).stroke('#333');
    this.s.text(caption, x, this.y + 27, { size: 7, color: '#555' });
    this.s.chromeDecoy('esign_stamp', stamp, x, this.y + 36, { size: 6, color: '#777' });
    this.y += 50;
  }
}
