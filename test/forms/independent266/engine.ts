// Drawing engine of set 266: a form is a list of blocks (rows of labelled cells, checkbox rows, tables, headings,
// paragraphs, page breaks) drawn by pdfkit in one of three styles. Every printed value carries the truth paths it
// gives (or a decoy key), and the engine records where it was placed.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Truth paths without the `application.` prefix: `legal_name`, `applicants[0].first_name` ... */
export type Truth = Record<string, string | number | null>;

export interface TextCell { t: 'text'; label: string; value: string; w: number; truth?: Truth; decoy?: string; comb?: number }
export interface CheckCell {
  t: 'check'; label: string; options: string[]; checked: number; w: number; truth?: Truth; decoy?: string;
  /** The option whose line takes written text ("Other: ___"), with its text. */
  other?: { index: number; text: string };
}
export type Cell = TextCell | CheckCell;
export type Block =
  | { k: 'row'; cells: Cell[] }
  | { k: 'head'; text: string }
  | { k: 'para'; text: string }
  | { k: 'table'; cols: { label: string; w: number }[]; rows: TextCell[][] }
  | { k: 'sign'; labels: string[] }
  | { k: 'page' };

export interface Theme {
  title: string;
  subtitle: string;
  accent: string;
  labelFont: 'Helvetica' | 'Times-Roman';
  labelBold: 'Helvetica-Bold' | 'Times-Bold';
  labelPos: 'above' | 'left';
  boxed: boolean;
  typedFont: 'Courier' | 'Helvetica';
  header: 'band' | 'rule' | 'box';
  footer: string;
}

export interface PlacedValue {
  fields: string[];
  truth: Truth;
  page: number;
  box: [number, number, number, number];
  text: string;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox_mark' | 'checkbox_widget';
  acroform_field?: string;
}
export interface PlacedDecoy { key: string; text: string; page: number; box: [number, number, number, number]; acroform_field?: string }

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 40;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const HAND_FONT = existsSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf')
  ? '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf'
  : '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.t1';
const INKS = ['#1b2a8a', '#10185c', '#222222', '#0b3d91'];

/** A string as a PDF literal in WinAnsi (Latin-1 here), escaped. */
function pdfLiteral(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else if (c < 32 || c > 255) out += '?';
    else if (c > 126) out += '\\' + c.toString(8).padStart(3, '0');
    else out += ch;
  }
  return out;
}

export async function render(blocks: Block[], theme: Theme, style: Style, seed: string):
Promise<{ pdf: Uint8Array; placed: PlacedValue[]; decoys: PlacedDecoy[]; pages: number }> {
  const rng = new Rng(`${seed}:ink`);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
    info: { Title: theme.title, Producer: 'forms-266', Creator: 'forms-266', CreationDate: new Date(Date.UTC(2024, 0, 15, 12)) } });
  const d = doc as any;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res) => doc.on('end', () => res()));
  doc.registerFont('hand', HAND_FONT);
  const ink = rng.pick(INKS);
  const placed: PlacedValue[] = [];
  const decoys: PlacedDecoy[] = [];
  const fields: unknown[] = [];
  let helv: any = null;
  if (style === 'fillable') {
    helv = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
    helv.end();
  }
  let page = 0;
  let y = 0;
  let fieldNo = 0;

  const toBox = (x: number, top: number, w: number, h: number): [number, number, number, number] =>
    [round(x), round(PAGE_H - top - h), round(x + w), round(PAGE_H - top)];

  function header(): void {
    const accent = theme.accent;
    if (theme.header === 'band') {
      doc.rect(0, 0, PAGE_W, 62).fill(accent);
      doc.fillColor('#ffffff').font(theme.labelBold).fontSize(17).text(theme.title, MARGIN, 18, { lineBreak: false });
      doc.font(theme.labelFont).fontSize(8.5).text(theme.subtitle, MARGIN, 40, { lineBreak: false });
      y = 76;
    } else if (theme.header === 'rule') {
      doc.fillColor(accent).font(theme.labelBold).fontSize(16).text(theme.title, MARGIN, 30, { lineBreak: false });
      doc.fillColor('#444444').font(theme.labelFont).fontSize(8.5).text(theme.subtitle, MARGIN, 50, { lineBreak: false });
      doc.moveTo(MARGIN, 64).lineTo(PAGE_W - MARGIN, 64).lineWidth(2).strokeColor(accent).stroke();
      y = 74;
    } else {
      doc.rect(MARGIN, 24, CONTENT_W, 44).lineWidth(1.2).strokeColor(accent).stroke();
      doc.fillColor(accent).font(theme.labelBold).fontSize(15).text(theme.title, MARGIN + 10, 32, { lineBreak: false });
      doc.fillColor('#333333').font(theme.labelFont).fontSize(8).text(theme.subtitle, MARGIN + 10, 52, { lineBreak: false });
      y = 78;
    }
    doc.fillColor('#777777').font(theme.labelFont).fontSize(6.5)
      .text(`${theme.footer}  |  Page ${page + 1}`, MARGIN, PAGE_H - 28, { lineBreak: false });
  }
  header();

  function newPage(): void {
    doc.addPage({ size: 'LETTER', margin: 0 });
    page++;
    header();
  }
  function ensure(h: number): void { if (y + h > PAGE_H - 40) newPage(); }

  function fitSize(font: string, size: number, text: string, w: number): number {
    doc.font(font).fontSize(size);
    const tw = doc.widthOfString(text);
    const fitted = tw > w ? Math.max(5, (size * w) / tw) : size;
    doc.fontSize(fitted);
    return fitted;
  }

  function record(cell: { truth?: Truth; decoy?: string }, text: string, box: [number, number, number, number],
    via: PlacedValue['via'], field?: string): void {
    if (!text) return;
    const af = field ? { acroform_field: field } : {};
    if (cell.truth && Object.keys(cell.truth).length) {
      placed.push({ fields: Object.keys(cell.truth).map((p) => `application.${p}`), truth: cell.truth, page: page + 1, box, text, via, ...af });
    } else if (cell.decoy && text) {
      decoys.push({ key: cell.decoy, text, page: page + 1, box, ...af });
    }
  }

  function textWidget(x: number, top: number, w: number, h: number, value: string, comb?: number): string {
    const name = `f266_${++fieldNo}`;
    const size = comb ? 9 : Math.min(9, fitSize('Helvetica', 9, value, w - 4));
    let content = '';
    if (value) {
      if (comb) {
        const cw = w / comb;
        content = `/Tx BMC q BT /Helv ${size} Tf 0 0 0 rg ET `;
        [...value].forEach((ch, i) => {
          doc.font('Helvetica').fontSize(size);
          const dx = i * cw + (cw - doc.widthOfString(ch)) / 2;
          content += `BT /Helv ${size} Tf ${round(dx)} ${round((h - size) / 2 + 1.5)} Td (${pdfLiteral(ch)}) Tj ET `;
        });
        content += 'Q EMC';
      } else {
        content = `/Tx BMC q BT /Helv ${round(size)} Tf 0 0 0 rg 2 ${round((h - size) / 2 + 1.5)} Td (${pdfLiteral(value)}) Tj ET Q EMC`;
      }
    } else content = '/Tx BMC EMC';
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, round(w), round(h)], Resources: { Font: { Helv: helv } } });
    ap.write(content);
    ap.end();
    const b = toBox(x, top, w, h);
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value),
      DA: new String(`/Helv ${round(size)} Tf 0 g`), Rect: b, F: 4, P: d.page.dictionary, AP: { N: ap },
      MK: {}, ...(comb ? { Ff: 1 << 24, MaxLen: comb } : {}) });
    widget.end();
    d.page.annotations.push(widget);
    fields.push(widget);
    return name;
  }

  function checkWidget(x: number, top: number, s: number, on: boolean): string {
    const name = `c266_${++fieldNo}`;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.write(`q 0 0 0 RG 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    yes.end();
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.write('q Q');
    off.end();
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off',
      AS: on ? 'Yes' : 'Off', Rect: toBox(x, top, s, s), F: 4, P: d.page.dictionary, AP: { N: { Yes: yes, Off: off } },
      MK: { CA: new String('8') } });
    widget.end();
    d.page.annotations.push(widget);
    fields.push(widget);
    return name;
  }

  /** Draws one value in its area; returns nothing, records the placement. */
  function value(cell: TextCell, x: number, top: number, w: number, h: number): void {
    const text = cell.value;
    if (style === 'fillable') {
      const name = textWidget(x, top, w, h, text, cell.comb);
      record(cell, text, toBox(x, top, w, h), 'acroform', name);
      return;
    }
    if (!text) return;
    if (cell.comb) {
      const cw = w / cell.comb;
      [...text].forEach((ch, i) => {
        if (style === 'typed') {
          doc.font(theme.typedFont).fontSize(9).fillColor('#000000');
          doc.text(ch, x + i * cw + (cw - doc.widthOfString(ch)) / 2, top + (h - 9) / 2 + 1, { lineBreak: false });
        } else {
          doc.font('hand').fontSize(12).fillColor(ink);
          doc.text(ch, x + i * cw + (cw - doc.widthOfString(ch)) / 2 + rng.float(-0.8, 0.8), top + (h - 12) / 2 + rng.float(-1, 1), { lineBreak: false });
        }
      });
      record(cell, text, toBox(x, top, w, h), style === 'typed' ? 'text' : 'handwriting');
      return;
    }
    if (style === 'typed') {
      const size = fitSize(theme.typedFont, 9, text, w - 4);
      doc.fillColor('#000000').text(text, x + 2, top + h - size - 3, { lineBreak: false });
      record(cell, text, toBox(x, top, w, h), 'text');
    } else {
      const size = fitSize('hand', rng.float(11.5, 13), text, w - 6);
      const angle = rng.float(-1.6, 1.6);
      const tx = x + 3 + rng.float(0, 2);
      const ty = top + h - size - 1 + rng.float(-1.2, 1.2);
      doc.save();
      doc.rotate(angle, { origin: [tx, ty + size / 2] });
      doc.fillColor(ink).text(text, tx, ty, { lineBreak: false });
      doc.restore();
      record(cell, text, toBox(x, top, w, h), 'handwriting');
    }
  }

  function mark(x: number, top: number, s: number): void {
    if (style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000000').text('X', x + 1, top - 0.5, { lineBreak: false });
      return;
    }
    doc.save().strokeColor(ink).lineWidth(1.3).lineCap('round');
    const j = () => rng.float(-0.8, 0.8);
    if (rng.chance(0.5)) {
      doc.moveTo(x - 1 + j(), top - 1 + j()).lineTo(x + s + 1 + j(), top + s + 1 + j()).stroke();
      doc.moveTo(x + s + 1 + j(), top - 1 + j()).lineTo(x - 1 + j(), top + s + 1 + j()).stroke();
    } else {
      doc.moveTo(x + j(), top + s * 0.55 + j()).lineTo(x + s * 0.4, top + s + 0.5).lineTo(x + s + 2 + j(), top - 2 + j()).stroke();
    }
    doc.restore();
  }

  function drawLabel(text: string, x: number, top: number, size: number, maxW: number): number {
    fitSize(theme.labelFont, size, text, maxW);
    doc.fillColor('#333333').text(text, x, top, { lineBreak: false });
    return doc.widthOfString(text);
  }

  function textCell(cell: TextCell, x: number, w: number, rowH: number): void {
    const top = y;
    if (theme.labelPos === 'above') {
      drawLabel(cell.label, x + 2, top + 2, 6.5, w - 4);
      if (theme.boxed) doc.rect(x, top, w, rowH).lineWidth(0.6).strokeColor('#666666').stroke();
      else doc.moveTo(x + 1, top + rowH).lineTo(x + w - 3, top + rowH).lineWidth(0.5).strokeColor('#555555').stroke();
      const vx = x + 2, vw = w - 4, vtop = top + 9, vh = rowH - 10;
      if (cell.comb) combBoxes(vx, vtop, Math.min(vw, cell.comb * 13), vh, cell.comb);
      value(cell, vx, vtop, cell.comb ? Math.min(vw, cell.comb * 13) : vw, vh);
    } else {
      const lw = drawLabel(cell.label, x + 1, top + rowH - 10, 8, w * 0.6) + 5;
      const vx = x + lw, vw = w - lw - 6, vtop = top + 2, vh = rowH - 3;
      if (cell.comb) combBoxes(vx, vtop, Math.min(vw, cell.comb * 13), vh, cell.comb);
      else doc.moveTo(vx, top + rowH).lineTo(vx + vw, top + rowH).lineWidth(0.5).strokeColor('#555555').stroke();
      value(cell, vx, vtop, cell.comb ? Math.min(vw, cell.comb * 13) : vw, vh);
    }
  }

  function combBoxes(x: number, top: number, w: number, h: number, n: number): void {
    const cw = w / n;
    doc.lineWidth(0.5).strokeColor('#777777');
    for (let i = 0; i < n; i++) doc.rect(x + i * cw, top, cw, h).stroke();
  }

  function checkCell(cell: CheckCell, x: number, w: number, rowH: number): void {
    const top = y;
    const lw = drawLabel(cell.label, x + 1, top + rowH - 11, 8, w * 0.4) + 8;
    let cx = x + lw;
    const s = 8;
    cell.options.forEach((opt, i) => {
      const bt = top + rowH - 12;
      doc.rect(cx, bt, s, s).lineWidth(0.7).strokeColor('#333333').stroke();
      const on = i === cell.checked;
      let name: string | undefined;
      if (style === 'fillable') name = checkWidget(cx, bt, s, on);
      else if (on) mark(cx, bt, s);
      doc.font(theme.labelFont).fontSize(7.5).fillColor('#222222');
      doc.text(opt, cx + s + 3, bt + 0.5, { lineBreak: false });
      const ow = doc.widthOfString(opt);
      let after = cx + s + 3 + ow + 10;
      if (cell.other && cell.other.index === i) {
        const lineW = 80;
        doc.moveTo(after - 6, bt + s).lineTo(after - 6 + lineW, bt + s).lineWidth(0.5).strokeColor('#555555').stroke();
        const otherCell: TextCell = { t: 'text', label: '', value: cell.other.text, w: 0, ...(on && cell.truth ? { truth: cell.truth } : {}),
          ...(cell.decoy ? { decoy: cell.decoy } : {}) };
        value(otherCell, after - 6, bt - 6, lineW, s + 5);
        after += lineW;
      }
      if (on) {
        const box = toBox(cx, bt, s, s);
        if (!(cell.other && cell.other.index === i)) {
          record(cell, opt, box, style === 'fillable' ? 'checkbox_widget' : 'checkbox_mark', name);
        }
      }
      cx = after;
    });
  }

  for (const b of blocks) {
    switch (b.k) {
      case 'page': newPage(); break;
      case 'head': {
        ensure(40);
        y += 4;
        doc.rect(MARGIN, y, CONTENT_W, 13).fill(theme.header === 'band' ? theme.accent : '#e6e6e6');
        doc.fillColor(theme.header === 'band' ? '#ffffff' : theme.accent).font(theme.labelBold).fontSize(8.5)
          .text(b.text, MARGIN + 4, y + 2.5, { lineBreak: false });
        y += 17;
        break;
      }
      case 'para': {
        doc.font(theme.labelFont).fontSize(6.8).fillColor('#333333');
        const h = doc.heightOfString(b.text, { width: CONTENT_W });
        ensure(h + 6);
        doc.text(b.text, MARGIN, y + 2, { width: CONTENT_W });
        y += h + 6;
        break;
      }
      case 'row': {
        const rowH = theme.labelPos === 'above' ? 25 : 20;
        ensure(rowH + 4);
        let x = MARGIN;
        for (const c of b.cells) {
          const w = c.w * CONTENT_W;
          if (c.t === 'text') textCell(c, x, w, rowH);
          else checkCell(c, x, w, rowH);
          x += w;
        }
        y += rowH + (theme.labelPos === 'above' && theme.boxed ? 0 : 5);
        break;
      }
      case 'table': {
        const rh = 17;
        ensure(rh * (b.rows.length + 1) + 4);
        let x = MARGIN;
        doc.rect(MARGIN, y, CONTENT_W, 12).fill(theme.accent);
        for (const col of b.cols) {
          const w = col.w * CONTENT_W;
          doc.fillColor('#ffffff');
          fitSize(theme.labelBold, 6.8, col.label, w - 4);
          doc.text(col.label, x + 2, y + 3, { lineBreak: false });
          x += w;
        }
        y += 12;
        for (const row of b.rows) {
          x = MARGIN;
          row.forEach((cell, i) => {
            const w = (b.cols[i]?.w ?? 0) * CONTENT_W;
            doc.rect(x, y, w, rh).lineWidth(0.5).strokeColor('#777777').stroke();
            value(cell, x + 1, y + 1, w - 2, rh - 2);
            x += w;
          });
          y += rh;
        }
        y += 6;
        break;
      }
      case 'sign': {
        ensure(40);
        y += 16;
        const w = CONTENT_W / b.labels.length;
        b.labels.forEach((l, i) => {
          const x = MARGIN + i * w;
          doc.moveTo(x + 2, y).lineTo(x + w - 12, y).lineWidth(0.6).strokeColor('#333333').stroke();
          doc.font(theme.labelFont).fontSize(6.5).fillColor('#444444').text(l, x + 2, y + 3, { lineBreak: false });
        });
        y += 16;
        break;
      }
    }
  }

  if (style === 'fillable') {
    const af = d.ref({ Fields: fields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: helv } } });
    af.end();
    d._root.data.AcroForm = af;
    d.endAcroForm = () => d; // pdfkit's own form support would end it again: the dictionary is complete and written
  }
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), placed, decoys, pages: page + 1 };
}

function round(n: number): number { return Math.round(n * 100) / 100; }
