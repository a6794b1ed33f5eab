// The page engine of set 113: a browser's printout of a web form (cards, input boxes, radios or pills, a review page),
// laid out top to bottom with page breaks, the values drawn by ink.ts in the chosen style. Every value drawn is
// recorded (printed / decoys) and the truth is set only from what was drawn.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Ink, type Style } from './ink.ts';

export type Sets = Record<string, string | number | null>;
export interface Printed { key: string; text: string; page: number; field?: string; paths?: string[] }
export interface Theme {
  font: string; bold: string; accent: string; labelColor: string; boxFill: string | null; boxStroke: string; radius: number;
  input: 'box' | 'underline' | 'inline'; choice: 'radio' | 'pill' | 'checkbox'; card: 'rounded' | 'bar' | 'plain';
  title: string; url: string; printedAt: string; footer: 'chrome' | 'pageof' | 'none'; size: [number, number]; margin: number;
}
interface Base { w?: number; key: string }
export type Item =
  | (Base & { t: 'field'; label: string; value: string; sets?: Sets; decoy?: boolean; select?: boolean })
  | (Base & { t: 'choice'; label: string; options: string[]; selected: number; sets?: Sets; toggle?: boolean })
  | (Base & { t: 'note'; text: string; size?: number })
  | (Base & { t: 'table'; cols: string[]; rows: string[][] });
export interface Section { title: string; step?: string; cols: number; items: Item[]; inline?: boolean }

const FONTS = '/usr/share/fonts/opentype/urw-base35/';
const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly ink: Ink;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  readonly truth: TruthApplication = emptyApplication();
  page = 0;
  private inline = false;
  y = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly theme: Theme;
  readonly style: Style;

  constructor(theme: Theme, style: Style, rng: Rng, flat = false) {
    this.theme = theme;
    this.style = style;
    this.doc = new PDFDocument({ size: theme.size, margin: 0, autoFirstPage: false, bufferPages: true, compress: true,
      info: { Title: theme.title, Producer: 'Skia/PDF m131', Creator: 'Mozilla/5.0 Chrome/131.0', CreationDate: new Date(Date.UTC(2026, 10, 3)) } });
    const path = (f: string): string => (f.startsWith('/') ? f : FONTS + f);
    this.doc.registerFont('site', path(theme.font));
    this.doc.registerFont('site-bold', path(theme.bold));
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.ink = new Ink(this.doc, style, rng, flat);
    this.newPage();
  }

  get width(): number { return this.theme.size[0] - 2 * this.theme.margin; }
  get bottom(): number { return this.theme.size[1] - 46; }

  newPage(): void {
    this.doc.addPage({ size: this.theme.size, margin: 0 });
    this.page++;
    this.y = 44;
  }

  private apply(sets: Sets | undefined): void {
    for (const [path, v] of Object.entries(sets ?? {})) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push({ ...EMPTY });
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path] = v;
    }
  }

  record(item: { key: string; sets?: Sets; decoy?: boolean }, text: string, field: string | undefined): void {
    if (!text.trim()) return;
    const paths = Object.keys(item.sets ?? {});
    this.printed.push({ key: item.key, text, page: this.page, ...(field ? { field } : {}), ...(paths.length ? { paths } : {}) });
    if (item.decoy) this.decoys.push(text);
    this.apply(item.sets);
  }

  text(s: string, x: number, y: number, size: number, opts: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.bold ? 'site-bold' : 'site').fontSize(size).fillColor(opts.color ?? '#1d2939');
    this.doc.text(s, x, y, opts.width ? { width: opts.width, align: opts.align ?? 'left', lineBreak: opts.align === undefined } : { lineBreak: false });
  }

  heading(title: string, sub?: string): void {
    if (sub) { this.text(sub.toUpperCase(), this.theme.margin, this.y, 8, { color: this.theme.accent, bold: true }); this.y += 12; }
    this.text(title, this.theme.margin, this.y, 17, { bold: true, color: '#101828' });
    this.y += 28;
  }

  private itemHeight(it: Item, w: number): number {
    const inline = this.inline;
    if (it.t === 'field') return inline ? 24 : 40;
    if (it.t === 'note') { this.doc.font('site').fontSize(it.size ?? 8); return this.doc.heightOfString(it.text, { width: w - 8 }) + 8; }
    if (it.t === 'table') return 17 * (it.rows.length + 1) + 10;
    return (inline ? 8 : 16) + 18 * this.optionRows(it.options, w - (inline ? 130 : 0)).length + 6;
  }

  optionRows(options: string[], w: number): number[][] {
    this.doc.font('site').fontSize(9);
    const rows: number[][] = [[]];
    let x = 0;
    options.forEach((o, i) => {
      const ow = this.doc.widthOfString(o) + 34;
      if (x + ow > w && rows[rows.length - 1]!.length) { rows.push([]); x = 0; }
      rows[rows.length - 1]!.push(i); x += ow;
    });
    return rows;
  }

  /** A card (or bar-headed block) of items in a grid of `cols` columns, broken over pages as needed. */
  section(s: Section): void {
    const th = this.theme, pad = th.card === 'rounded' ? 14 : 0, x0 = th.margin, inner = this.width - 2 * pad, colW = inner / s.cols;
    this.inline = s.inline ?? th.input === 'inline';
    const rows: Item[][] = [];
    let span = 0;
    for (const it of s.items) {
      const w = Math.min(it.w ?? 1, s.cols);
      if (span + w > s.cols || !rows.length) { rows.push([]); span = 0; }
      rows[rows.length - 1]!.push(it); span += w;
    }
    const heights = rows.map((r) => Math.max(...r.map((it) => this.itemHeight(it, colW * (it.w ?? 1)))));
    let top = this.y;
    const open = (cont: boolean): void => {
      if (this.y + 40 + (heights[0] ?? 0) > this.bottom) this.newPage();
      top = this.y;
      const t = s.title + (cont ? ' (continued)' : '');
      if (s.step && !cont) { this.text(s.step, x0 + pad, this.y + 8, 7.5, { color: th.accent, bold: true }); this.y += 10; }
      if (th.card === 'bar') {
        this.doc.rect(x0, this.y, this.width, 20).fill(th.accent);
        this.text(t, x0 + 8, this.y + 5, 10.5, { bold: true, color: '#ffffff' }); this.y += 28;
      } else if (th.card === 'plain') {
        this.text(t, x0, this.y, 12, { bold: true, color: th.accent });
        this.doc.moveTo(x0, this.y + 16).lineTo(x0 + this.width, this.y + 16).lineWidth(0.8).strokeColor(th.accent).stroke(); this.y += 24;
      } else { this.text(t, x0 + pad, this.y + 12, 12, { bold: true, color: '#101828' }); this.y += 34; }
    };
    const close = (): void => {
      if (th.card === 'rounded') this.doc.roundedRect(x0, top, this.width, this.y - top + 4, 8).lineWidth(0.8).strokeColor('#d0d5dd').stroke();
      this.y += th.card === 'rounded' ? 16 : 10;
    };
    open(false);
    rows.forEach((r, i) => {
      if (this.y + heights[i]! > this.bottom) { close(); this.newPage(); open(true); }
      let x = x0 + pad;
      for (const it of r) { const w = colW * Math.min(it.w ?? 1, s.cols); this.draw(it, x, this.y, w); x += w; }
      this.y += heights[i]!;
    });
    close();
  }

  private draw(it: Item, x: number, y: number, w: number): void {
    const th = this.theme, inline = this.inline;
    if (it.t === 'note') { this.text(it.text, x, y + 2, it.size ?? 8, { width: w - 8, color: '#475467', align: 'left' }); return; }
    if (it.t === 'table') { this.table(it, x, y, w - 10); return; }
    const labelW = inline ? Math.min(130, w * 0.45) : 0;
    const label = inline ? `${it.label}:` : it.label;
    let ls = 8.5;
    while (ls > 5.5 && this.doc.font(inline ? 'site-bold' : 'site').fontSize(ls).widthOfString(label) > (inline ? labelW - 4 : w - 12)) ls -= 0.25;
    this.text(label, x, y + (inline ? 6 : 0), ls, { color: th.labelColor, bold: inline });
    if (it.t === 'field') {
      const bx = x + labelW, by = inline ? y + 2 : y + 11, bw = w - labelW - 10, bh = inline ? 17 : 20;
      if (th.input === 'box' && !inline) {
        if (th.boxFill) this.doc.roundedRect(bx, by, bw, bh, th.radius).fill(th.boxFill);
        this.doc.roundedRect(bx, by, bw, bh, th.radius).lineWidth(0.7).strokeColor(th.boxStroke).stroke();
      } else this.doc.moveTo(bx, by + bh).lineTo(bx + bw, by + bh).lineWidth(0.6).strokeColor(th.boxStroke).stroke();
      if (it.select) this.doc.polygon([bx + bw - 14, by + bh / 2 - 2], [bx + bw - 6, by + bh / 2 - 2], [bx + bw - 10, by + bh / 2 + 3]).fill('#667085');
      const field = this.ink.value(it.value, bx + 6, by, bw - (it.select ? 24 : 10), bh, it.key);
      this.record(it, it.value, field);
      return;
    }
    const ox = x + labelW, oy = inline ? y + 4 : y + 14;
    const name = this.ink.group(it.key, it.selected >= 0 ? it.options[it.selected]! : null);
    this.optionRows(it.options, w - labelW).forEach((row, ri) => {
      let cx = ox;
      for (const i of row) {
        const o = it.options[i]!, on = i === it.selected, cy = oy + ri * 18;
        this.doc.font('site').fontSize(9);
        const tw = this.doc.widthOfString(o), typedOn = on && this.style === 'typed';
        if (th.choice === 'pill' || it.toggle) {
          this.doc.roundedRect(cx, cy, tw + 24, 15, 7.5).lineWidth(0.8);
          if (typedOn) this.doc.fillAndStroke(th.accent, th.accent); else this.doc.strokeColor('#98a2b3').stroke();
          this.text(o, cx + 16, cy + 3.5, 9, { color: typedOn ? '#ffffff' : '#344054' });
          this.ink.mark(cx + 4, cy + 3, 9, on, name, o, 'ellipse', tw + 24);
        } else {
          if (th.choice === 'radio') this.doc.circle(cx + 5, cy + 7, 5).lineWidth(0.8).strokeColor(typedOn ? th.accent : '#98a2b3').stroke();
          else this.doc.roundedRect(cx, cy + 2, 10, 10, 2).lineWidth(0.8).strokeColor('#98a2b3').stroke();
          if (typedOn) {
            if (th.choice === 'radio') this.doc.circle(cx + 5, cy + 7, 2.6).fill(th.accent);
            else { this.doc.roundedRect(cx, cy + 2, 10, 10, 2).fill(th.accent); this.doc.moveTo(cx + 2.5, cy + 7).lineTo(cx + 4.5, cy + 9.5).lineTo(cx + 8, cy + 4.5).lineWidth(1.4).strokeColor('#ffffff').stroke(); }
          }
          this.text(o, cx + 15, cy + 2.5, 9, { color: '#344054' });
          this.ink.mark(cx, cy + 2, 10, on, name, o, 'check', 0);
        }
        cx += tw + 34;
      }
    });
    if (it.selected >= 0) this.record(it, it.options[it.selected]!, name ?? undefined);
  }

  private table(it: Extract<Item, { t: 'table' }>, x: number, y: number, w: number): void {
    const cw = w / it.cols.length;
    this.doc.rect(x, y, w, 17).fill('#f2f4f7');
    it.cols.forEach((c, i) => this.text(c, x + i * cw + 5, y + 5, 8, { bold: true, color: '#475467' }));
    it.rows.forEach((r, ri) => {
      const ry = y + 17 * (ri + 1);
      this.doc.moveTo(x, ry + 17).lineTo(x + w, ry + 17).lineWidth(0.5).strokeColor('#eaecf0').stroke();
      r.forEach((c, i) => { const f = this.ink.value(c, x + i * cw + 5, ry, cw - 10, 17, `${it.key}_${ri}_${i}`); this.record({ key: `${it.key}.${ri}.${i}`, decoy: true }, c, f); });
    });
  }

  /** The browser's own header and footer on every page, then the bytes. */
  async finish(): Promise<{ pdf: Uint8Array; pages: number }> {
    const th = this.theme, n = this.doc.bufferedPageRange().count, [W, H] = th.size;
    for (let i = 0; i < n; i++) {
      this.doc.switchToPage(i);
      if (th.footer === 'none') continue;
      this.doc.font('Helvetica').fontSize(7.5).fillColor('#000000');
      this.doc.text(th.printedAt, 22, 14, { lineBreak: false });
      this.doc.text(th.title, 0, 14, { width: W, align: 'center', lineBreak: false });
      this.doc.text(th.url, 22, H - 22, { lineBreak: false });
      const pg = th.footer === 'chrome' ? `${i + 1}/${n}` : `Page ${i + 1} of ${n}`;
      this.doc.text(pg, W - 22 - this.doc.widthOfString(pg), H - 22, { lineBreak: false });
    }
    this.doc.end();
    await this.done;
    return { pdf: new Uint8Array(Buffer.concat(this.chunks)), pages: n };
  }
}
