// The printer of set 99: an e-mail client's print view laid out as blocks (header rows, lines, wrapped paragraphs,
// pasted HTML tables, quoted text) with page breaks, the print's own header and footer, and the merchant's values drawn
// per style: typed text, a handwriting-like look (italic, rotated, jittered), or AcroForm text fields.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

/** A printed value: its text, and the truth paths it gives (none for a decoy that merely looks like one). */
export interface Val { t: string; f: Record<string, unknown>; key: string }
export type Seg = string | Val | { b: string };
export type Line = Seg[];
export type Block =
  | { k: 'line'; segs: Line; indent?: number; size?: number; bold?: boolean; color?: string }
  | { k: 'wrap'; text: string; indent?: number; size?: number; color?: string; italic?: boolean }
  | { k: 'table'; widths: number[]; rows: Line[][]; header?: boolean; indent?: number; shade?: string }
  | { k: 'hdrs'; rows: [string, Line][]; labelW: number; right?: boolean; size?: number }
  | { k: 'gap'; h: number } | { k: 'rule'; color?: string }
  | { k: 'title'; text: string; size: number }
  | { k: 'quote'; depth: number; blocks: Block[] };

export interface Chrome { font: string; bold: string; size: number; quote: 'gt' | 'bar'; header(page: number, total: number): [string, string]; footer(page: number, total: number): [string, string] }
export type Style = 'typed' | 'handwritten' | 'fillable';

const W = 612, H = 792, LEFT = 48, RIGHT = 564, TOP = 52, BOTTOM = 748;

export async function printEmail(blocks: Block[], chrome: Chrome, style: Style, flatten: boolean, r: Rng): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: [W, H], margin: 0, bufferPages: true, autoFirstPage: true,
    info: { Producer: 'Skia/PDF m124', Creator: 'Mozilla/5.0', CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res) => doc.on('end', () => res()));
  if (style === 'fillable' && !flatten) doc.initForm();
  let y = TOP, nField = 0;
  const hand = style === 'handwritten';
  const need = (h: number) => { if (y + h > BOTTOM) { doc.addPage({ size: [W, H], margin: 0 }); y = TOP; } };

  const val = (v: Val, x: number, yy: number, size: number, maxW?: number): number => {
    if (style === 'typed') { doc.font(chrome.font).fontSize(size).fillColor('#111').text(v.t, x, yy, { lineBreak: false }); return doc.widthOfString(v.t); }
    if (hand) {
      doc.font(r.chance(0.5) ? 'Times-Italic' : 'Courier-Oblique').fontSize(size + 1).fillColor('#1b2a6b');
      const w = doc.widthOfString(v.t);
      doc.save().rotate(r.float(-2.2, 2.2), { origin: [x, yy + size] }).text(v.t, x + r.float(0, 2), yy + r.float(-1.2, 1.2), { lineBreak: false }).restore();
      doc.fillColor('#111');
      return w + 2;
    }
    doc.font('Helvetica').fontSize(size);
    const w = Math.max(maxW ?? 0, doc.widthOfString(v.t) + 10);
    if (flatten) {
      doc.rect(x, yy - 2, w, size + 4).lineWidth(0.5).strokeColor('#8aa').stroke();
      doc.font('Courier').fontSize(size).fillColor('#000').text(v.t, x + 3, yy, { lineBreak: false });
    } else {
      doc.formText(`${v.key}_${++nField}`, x, yy - 2, w, size + 4, { value: v.t, fontSize: size, font: 'Helvetica' } as never);
    }
    return w + 2;
  };

  const seg = (s: Seg, x: number, yy: number, size: number, bold = false, maxW?: number): number => {
    if (typeof s === 'string') { doc.font(bold ? chrome.bold : chrome.font).fontSize(size).text(s, x, yy, { lineBreak: false }); return doc.widthOfString(s); }
    if ('b' in s) { doc.font(chrome.bold).fontSize(size).text(s.b, x, yy, { lineBreak: false }); return doc.widthOfString(s.b); }
    return val(s, x, yy, size, maxW);
  };

  const wrapLines = (text: string, width: number, size: number, font: string): string[] => {
    doc.font(font).fontSize(size);
    const out: string[] = [];
    for (const para of text.split('\n')) {
      let cur = '';
      for (const w of para.split(' ')) {
        const t = cur ? `${cur} ${w}` : w;
        if (doc.widthOfString(t) > width && cur) { out.push(cur); cur = w; } else cur = t;
      }
      out.push(cur);
    }
    return out;
  };

  const draw = (b: Block, x0: number, q: number, qs: number[]) => {
    const size = ('size' in b && b.size) || chrome.size, lh = size * 1.45;
    const bars = (h: number) => {
      qs.forEach((qx) => {
        if (chrome.quote === 'bar') doc.moveTo(qx, y - 2).lineTo(qx, y + h - 2).lineWidth(1).strokeColor('#b5b5b5').stroke();
      });
    };
    const prefix = () => { if (chrome.quote === 'gt' && q) { doc.font(chrome.font).fontSize(size).fillColor('#555').text('>'.repeat(q) + ' ', LEFT, y, { lineBreak: false }); doc.fillColor('#111'); } };
    switch (b.k) {
      case 'gap': need(b.h); y += b.h; return;
      case 'rule': need(8); doc.moveTo(x0, y + 3).lineTo(RIGHT, y + 3).lineWidth(0.6).strokeColor(b.color ?? '#999').stroke(); y += 8; return;
      case 'title': need(b.size * 1.6); doc.font(chrome.font).fontSize(b.size).fillColor('#111').text(b.text, x0, y, { width: RIGHT - x0 }); y += doc.heightOfString(b.text, { width: RIGHT - x0 }) + 4; return;
      case 'line': {
        need(lh); bars(lh); prefix();
        let x = x0 + (b.indent ?? 0);
        doc.fillColor(b.color ?? '#111');
        for (const s of b.segs) x += seg(s, x, y, size, b.bold);
        doc.fillColor('#111'); y += lh; return;
      }
      case 'wrap': {
        const x = x0 + (b.indent ?? 0);
        const font = b.italic ? 'Helvetica-Oblique' : chrome.font;
        for (const l of wrapLines(b.text, RIGHT - x - 4, size, font)) {
          need(lh); bars(lh); prefix();
          doc.font(font).fontSize(size).fillColor(b.color ?? '#111').text(l, x, y, { lineBreak: false }); y += lh;
        }
        doc.fillColor('#111'); return;
      }
      case 'hdrs': {
        for (const [label, segs] of b.rows) {
          need(lh); bars(lh); prefix();
          doc.font(chrome.bold).fontSize(size).fillColor('#444');
          const lw = doc.widthOfString(label);
          doc.text(label, b.right ? x0 + b.labelW - lw : x0, y, { lineBreak: false });
          doc.fillColor('#111');
          let x = x0 + b.labelW + 6;
          for (const s of segs) x += seg(s, x, y, size);
          y += lh;
        }
        return;
      }
      case 'table': {
        const rh = size + 9, x = x0 + (b.indent ?? 0);
        b.rows.forEach((row, ri) => {
          need(rh); bars(rh);
          let cx = x;
          row.forEach((cell, ci) => {
            const w = b.widths[ci]!;
            if (b.header && ri === 0) doc.rect(cx, y - 3, w, rh).fillColor(b.shade ?? '#e8edf3').fill();
            doc.rect(cx, y - 3, w, rh).lineWidth(0.5).strokeColor('#777').stroke();
            doc.fillColor('#111');
            let tx = cx + 4;
            for (const s of cell) tx += seg(s, tx, y + 1, size, b.header && ri === 0, typeof s === 'object' && 'key' in s ? w - 8 : undefined);
            cx += w;
          });
          y += rh;
        });
        y += 4; return;
      }
      case 'quote': {
        const qx = x0 + 2;
        for (const c of b.blocks) draw(c, chrome.quote === 'bar' ? x0 + 10 : x0 + 6 * b.depth + 8, b.depth, chrome.quote === 'bar' ? [...qs, qx] : qs);
        return;
      }
    }
  };
  for (const b of blocks) draw(b, LEFT, 0, []);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(i);
    const [hl, hr] = chrome.header(i + 1, range.count), [fl, fr] = chrome.footer(i + 1, range.count);
    doc.font('Helvetica').fontSize(7.5).fillColor('#333');
    doc.text(hl, 24, 18, { lineBreak: false });
    doc.text(hr, W - 24 - doc.widthOfString(hr), 18, { lineBreak: false });
    doc.text(fl, 24, H - 26, { lineBreak: false, width: 480, ellipsis: true });
    doc.text(fr, W - 24 - doc.widthOfString(fr), H - 26, { lineBreak: false });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** The truth paths of every value printed in these blocks, in printed order (later prints of a path win). */
export function collect(blocks: Block[], out: [string, unknown][] = []): [string, unknown][] {
  const segs = (l: Line) => l.forEach((s) => { if (typeof s === 'object' && 'key' in s) for (const [p, v] of Object.entries(s.f)) out.push([p, v]); });
  for (const b of blocks) {
    if (b.k === 'line') segs(b.segs);
    else if (b.k === 'hdrs') b.rows.forEach(([, l]) => segs(l));
    else if (b.k === 'table') b.rows.forEach((row) => row.forEach(segs));
    else if (b.k === 'quote') collect(b.blocks, out);
  }
  return out;
}
